// futures-util 0.3.21's src/lib.rs, trimmed: the stream module.

pub mod stream;
