// num-traits 0.2.15's src/lib.rs, trimmed: the cast module and its re-export.

pub use cast::{cast, NumCast};

pub mod cast;
