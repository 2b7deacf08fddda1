//! Simple seccomp library for rust.

include!(concat!(env!("OUT_DIR"), "/const.rs"));

mod syscalls;
pub use syscalls::Syscall;

#[derive(Debug, Clone, Copy)]
pub enum Action {
    KillProcess,
    KillThread,
}
