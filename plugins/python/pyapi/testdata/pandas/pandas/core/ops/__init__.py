from pandas.core.ops.methods import add_flex_arithmetic_methods
