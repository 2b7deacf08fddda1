# peewee 3.14.10 (Debian 12, python3-peewee), trimmed: __all__ (first entries),
# two functions it leaves out, and classes it lists.
__version__ = '3.14.10'
__all__ = [
    'AnyField',
    'AsIs',
    'Model',
]

def ensure_entity(value):
    if value is not None:
        return value if isinstance(value, Node) else Entity(value)

def query_to_string(query):
    # NOTE: this function is not exported by default as it might be misused --
    # and this misuse could lead to sql injection vulnerabilities. This
    # function is intended for debugging or logging purposes ONLY.
    db = getattr(query, '_database', None)
    if db is not None:
        ctx = db.get_sql_context()
    else:
        ctx = Context()

    sql, params = ctx.sql(query).query()
    if not params:
        return sql

    param = ctx.state.param or '?'
    if param == '?':
        sql = sql.replace('?', '%s')

    return sql % tuple(map(_query_val_transform, params))

class AnyField(object):
    pass

class AsIs(object):
    pass

class Model(object):
    pass
