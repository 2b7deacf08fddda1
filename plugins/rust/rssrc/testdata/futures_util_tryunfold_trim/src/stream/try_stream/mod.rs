// futures-util 0.3.21's src/stream/try_stream/mod.rs, trimmed.

mod try_unfold;
pub use self::try_unfold::try_unfold;
