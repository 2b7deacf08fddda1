//! Core traits and types for asynchronous operations in Rust.
//!
//! Trimmed from futures-core 0.3.21: the #[doc(hidden)] module through
//! which futures-util re-exports AtomicWaker.

#![cfg_attr(not(feature = "std"), no_std)]

#[macro_use]
pub mod task;
