// hashbrown 0.12.3's src/external_trait_impls/mod.rs, trimmed.

#[cfg(feature = "rayon")]
pub(crate) mod rayon;
