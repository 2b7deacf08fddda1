use std::os::unix::prelude::*;

/// `RawFileDescriptor` is a platform independent type alias for the
/// underlying platform file descriptor type.
pub type RawFileDescriptor = RawFd;

pub use libc::{pollfd, POLLERR, POLLHUP, POLLIN, POLLOUT};
