// futures-util 0.3.21's src/stream/mod.rs, trimmed: try_unfold's re-export.

mod try_stream;
pub use self::try_stream::try_unfold;
