//! Filter combinators
use std::marker::PhantomData;

/// Combines two [`Filter`]s so that spans and events are enabled if and only if
/// *both* filters return `true`.
pub struct And<A, B, S> {
    a: A,
    b: B,
    _s: PhantomData<fn(S)>,
}

/// Combines two [`Filter`]s so that spans and events are enabled if *either* filter
/// returns `true`.
pub struct Or<A, B, S> {
    a: A,
    b: B,
    _s: PhantomData<fn(S)>,
}

impl<A, B, S> Or<A, B, S>
where
    A: Filter<S>,
    B: Filter<S>,
{
    /// Combines two [`Filter`]s so that spans and events are enabled if *either* filter
    /// returns `true`.
    pub fn new(a: A, b: B) -> Self {
        Self {
            a,
            b,
            _s: PhantomData,
        }
    }
}
