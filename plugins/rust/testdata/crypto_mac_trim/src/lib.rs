//! This crate provides trait for Message Authentication Code (MAC) algorithms.
//! (crypto-mac 0.10.0, src/lib.rs trimmed)

#![no_std]

#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "cipher")]
pub use cipher;

#[cfg(feature = "dev")]
#[cfg_attr(docsrs, doc(cfg(feature = "dev")))]
pub mod dev;

/// Error type for signaling failed MAC verification
#[derive(Default, Debug, Copy, Clone, Eq, PartialEq)]
pub struct MacError;

pub use generic_array::{self, typenum::consts};
