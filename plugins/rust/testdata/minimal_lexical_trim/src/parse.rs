//! Parse byte iterators to float.

#![doc(hidden)]

use crate::num::Float;

/// Parse integer and fraction digits to a float.
pub fn parse_float<'a, F, Iter1, Iter2>(integer: Iter1, fraction: Iter2, exponent: i32) -> F
where
    F: Float,
    Iter1: Iterator<Item = &'a u8> + Clone,
    Iter2: Iterator<Item = &'a u8> + Clone,
{
    todo!()
}
