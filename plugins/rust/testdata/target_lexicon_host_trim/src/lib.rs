//! Target triple support.

#![cfg_attr(not(feature = "std"), no_std)]

mod host;
mod targets;
mod triple;

pub use self::host::HOST;
pub use self::targets::Architecture;
pub use self::triple::Triple;

/// A simple wrapper around `Triple` that provides an implementation of
/// `Default` which defaults to `Triple::host()`.
pub struct DefaultToHost(pub Triple);

impl Default for DefaultToHost {
    fn default() -> Self {
        Self(Triple::host())
    }
}
