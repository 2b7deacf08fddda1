//! # Serde

pub mod de;
