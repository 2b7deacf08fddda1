//! [`Layer`]s that control which spans and events are enabled by the wrapped
//! subscriber.
feature! {
    #![all(feature = "registry", feature = "std")]
    mod layer_filters;
    pub use self::layer_filters::*;
}
