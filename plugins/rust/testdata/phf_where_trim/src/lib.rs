//! Compile-time hash sets (phf 0.10.1 trimmed to its Set, whose Map is left out).
pub mod set;
#[doc(inline)]
pub use self::set::Set;
