//! Support for strategies producing fixed-length arrays.

use core::marker::PhantomData;

use crate::strategy::*;

/// A `Strategy` which generates fixed-size arrays containing values drawn
/// from an inner strategy.
#[must_use = "strategies do nothing unless used"]
#[derive(Clone, Copy, Debug)]
pub struct UniformArrayStrategy<S, T> {
    strategy: S,
    _marker: PhantomData<T>,
}

macro_rules! small_array {
    ($n:tt $uni:ident : $($ix:expr),*) => {
        /// Create a strategy to generate fixed-length arrays.
        pub fn $uni<S : Strategy>
            (strategy: S) -> UniformArrayStrategy<S, [S::Value; $n]>
        {
            UniformArrayStrategy {
                strategy,
                _marker: PhantomData
            }
        }
    }
}

small_array!(1 uniform1: 0);
small_array!(2 uniform2: 0, 1);
