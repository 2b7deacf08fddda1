// hashbrown 0.12.3's src/external_trait_impls/rayon/mod.rs, trimmed.

pub(crate) mod map;
