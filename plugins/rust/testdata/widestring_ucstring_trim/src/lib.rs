//! A wide string FFI library (widestring 0.4.0, trimmed to UCString and UCStr).

use std::fmt::Debug;

mod ucstring;
pub use ucstring::*;

/// Marker trait for primitive types used to represent UTF character data. Should not be used
/// directly.
pub trait UChar: Debug + Sized + Copy + Ord + Eq {
    /// NUL character value
    const NUL: Self;
}

impl UChar for u16 {
    const NUL: u16 = 0;
}

impl UChar for u32 {
    const NUL: u32 = 0;
}
