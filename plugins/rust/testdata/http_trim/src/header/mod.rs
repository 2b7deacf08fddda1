//! HTTP header types

mod name;

pub use self::name::{HeaderName, InvalidHeaderName};

pub use self::name::{
    ACCEPT,
    ACCEPT_CHARSET,
    HOST,
};
