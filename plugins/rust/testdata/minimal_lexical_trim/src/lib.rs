//! Fast float parsing conversion routines (minimal-lexical 0.2.1, trimmed).
#![cfg_attr(not(feature = "std"), no_std)]

pub mod bellerophon;
pub mod bigint;
pub mod num;
pub mod parse;

pub use self::num::Float;
pub use self::parse::parse_float;
