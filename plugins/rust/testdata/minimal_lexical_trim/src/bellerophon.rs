//! An implementation of Clinger's Bellerophon algorithm.

#![cfg(feature = "compact")]
#![doc(hidden)]

/// Core implementation of the Bellerophon algorithm.
pub fn bellerophon<F: Float>(num: &Number) -> ExtendedFloat {
    todo!()
}
