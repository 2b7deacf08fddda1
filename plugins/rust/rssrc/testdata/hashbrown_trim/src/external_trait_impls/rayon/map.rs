//! Rayon extensions for `HashMap`.
//
// hashbrown 0.12.3's src/external_trait_impls/rayon/map.rs, trimmed.

use crate::hash_map::HashMap;
use crate::raw::Allocator;

/// Parallel iterator over shared references to keys in a map.
pub struct ParKeys<'a, K, V> {
    inner: RawParIter<(K, V)>,
    marker: PhantomData<(&'a K, &'a V)>,
}

impl<K: Sync, V: Sync, S, A: Allocator + Clone> HashMap<K, V, S, A> {
    /// Visits (potentially in parallel) immutably borrowed keys in an arbitrary order.
    #[cfg_attr(feature = "inline-more", inline)]
    pub fn par_keys(&self) -> ParKeys<'_, K, V> {
        ParKeys {
            inner: unsafe { self.table.par_iter() },
            marker: PhantomData,
        }
    }
}
