//! Generic implementation of Hash-based Message Authentication Code (HMAC).
//!
//!
//! (Trimmed for pkgdocs' tests: hmac 0.12.1 as Debian's librust-hmac-dev ships it.)

#![cfg_attr(docsrs, feature(doc_cfg))]
#![warn(missing_docs, rust_2018_idioms)]

#[cfg(feature = "std")]
extern crate std;

pub use digest;
pub use digest::Mac;

use digest::{
    core_api::{Block, BlockSizeUser},
    Digest,
};

mod optim;
mod simple;

pub use optim::{Hmac, HmacCore};
pub use simple::SimpleHmac;

