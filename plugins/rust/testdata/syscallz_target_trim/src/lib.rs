//! Simple seccomp library for rust.

mod syscalls;
pub use syscalls::Syscall;
