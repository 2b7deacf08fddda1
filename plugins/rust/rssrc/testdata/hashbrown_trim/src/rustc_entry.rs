// hashbrown 0.12.3's src/rustc_entry.rs, trimmed: its impl on map's Drain.

use crate::map::{Drain, Iter};
use crate::raw::Allocator;

impl<K, V> Drain<'_, K, V> {
    /// Returns a iterator of references over the remaining items.
    #[cfg_attr(feature = "inline-more", inline)]
    pub fn rustc_iter(&self) -> Iter<'_, K, V> {
        self.inner.iter()
    }
}
