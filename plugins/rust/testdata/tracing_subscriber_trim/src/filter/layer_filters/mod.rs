use std::marker::PhantomData;
pub mod combinator;

/// A [`Layer`] that wraps an inner [`Layer`] and adds a [`Filter`] which
/// controls what spans and events are enabled for that layer.
#[derive(Clone)]
pub struct Filtered<L, F, S> {
    filter: F,
    layer: L,
    _s: PhantomData<fn(S)>,
}
