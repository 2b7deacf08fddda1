// env_logger 0.9.3's src/lib.rs, trimmed: the fmt module.

pub mod fmt;
