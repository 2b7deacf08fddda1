//! The purpose of this crate is to make it a bit more ergonomic for portable
//! applications that need to work with the platform level `RawFd` and
//! `RawHandle` types (filedescriptor 0.8.2, trimmed).

#[cfg(unix)]
mod unix;
#[cfg(unix)]
pub use crate::unix::*;
