pub use kvstore_demo::Store;
