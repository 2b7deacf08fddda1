// futures-util 0.3.21's src/stream/try_stream/try_unfold.rs, trimmed: the function.

/// Creates a `TryStream` from a seed and a closure returning a `TryFuture`.
pub fn try_unfold<T, F, Fut, Item>(init: T, f: F) -> TryUnfold<T, F, Fut>
where
    F: FnMut(T) -> Fut,
    Fut: TryFuture<Ok = Option<(Item, T)>>,
{
    assert_stream::<Result<Item, Fut::Error>, _>(TryUnfold { f, state: Some(init), fut: None })
}
