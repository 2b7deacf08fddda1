//! A simple big-integer type for slow path algorithms.

#![doc(hidden)]

/// Number of bits in a Bigint.
pub const BIGINT_BITS: usize = 4000;

/// Storage for a big integer type.
pub struct Bigint {
    /// Significant figures for the float.
    pub data: VecType,
}

impl Bigint {
    /// Construct a bigint representing cryptographic zero.
    pub fn new() -> Self {
        todo!()
    }
}
