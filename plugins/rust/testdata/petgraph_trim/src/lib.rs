//! `petgraph` is a graph data structure library.

mod graph_impl;

pub mod prelude;

/// `Graph<N, E, Ty, Ix>` is a graph datastructure using an adjacency list representation.
pub mod graph {
    pub use crate::graph_impl::{node_index, DefaultIx, Graph, NodeIndex};
}

pub use crate::graph_impl::stable_graph;

/// Marker type for a directed graph.
#[derive(Clone, Copy, Debug)]
pub enum Directed {}
