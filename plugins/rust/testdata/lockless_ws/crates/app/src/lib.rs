pub use arrayvec::ArrayVec;
