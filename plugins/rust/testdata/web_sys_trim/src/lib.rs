//! Raw API bindings for Web APIs (web-sys 0.3.60, trimmed: twelve of its 1,506 generated modules).
#![doc(html_root_url = "https://docs.rs/web-sys/0.3")]
#![allow(deprecated)]

mod features;
pub use features::*;
