pub mod array;
pub mod strategy;
