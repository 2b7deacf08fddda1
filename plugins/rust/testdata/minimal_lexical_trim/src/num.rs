//! Utilities for Rust numbers.

#![doc(hidden)]

/// Generic floating-point type, to be used in generic code for parsing.
pub trait Float: Sized + Copy + PartialEq + PartialOrd + Send + Sync {
    /// Maximum number of digits that can contribute in the mantissa.
    const MAX_DIGITS: usize;

    /// Convert 64-bit integer to float.
    fn from_u64(u: u64) -> Self;
}
