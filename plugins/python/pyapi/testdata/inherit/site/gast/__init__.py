from .gast import *
from ast import NodeVisitor, NodeTransformer, iter_fields, dump
