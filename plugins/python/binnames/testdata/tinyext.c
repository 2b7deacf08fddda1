/* A tiny CPython extension module, compiled by the tests with gcc (never
 * committed as a binary): a function table, a type with a method and a
 * member getter, an integer constant, and an error message, as the
 * extension modules binnames reads spell them. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef struct {
    PyObject_HEAD
    long ticks;
} CounterObject;

static PyObject *counter_tick(CounterObject *self, PyObject *unused) {
    if (self->ticks < 0) {
        PyErr_SetString(PyExc_ValueError, "cannot tick a stopped counter");
        return NULL;
    }
    self->ticks++;
    Py_RETURN_NONE;
}

static PyObject *counter_get_ticks(CounterObject *self, void *closure) {
    return PyLong_FromLong(self->ticks);
}

static PyMethodDef counter_methods[] = {
    {"tick", (PyCFunction)counter_tick, METH_NOARGS, "Count one."},
    {NULL}
};

static PyGetSetDef counter_getset[] = {
    {"ticks_so_far", (getter)counter_get_ticks, NULL, "Ticks counted.", NULL},
    {NULL}
};

static PyTypeObject CounterType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "tinyext.Counter",
    .tp_basicsize = sizeof(CounterObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_methods = counter_methods,
    .tp_getset = counter_getset,
    .tp_new = PyType_GenericNew,
};

static PyObject *fast_sum(PyObject *self, PyObject *args) {
    long a, b;
    if (!PyArg_ParseTuple(args, "ll:fast_sum", &a, &b)) {
        return NULL;
    }
    return PyLong_FromLong(a + b);
}

static PyMethodDef module_methods[] = {
    {"fast_sum", fast_sum, METH_VARARGS, "Add two integers."},
    {NULL}
};

static struct PyModuleDef tinyext_module = {
    PyModuleDef_HEAD_INIT, "tinyext", "A tiny extension.", -1, module_methods,
};

PyMODINIT_FUNC PyInit_tinyext(void) {
    if (PyType_Ready(&CounterType) < 0) {
        return NULL;
    }
    PyObject *m = PyModule_Create(&tinyext_module);
    if (m == NULL) {
        return NULL;
    }
    Py_INCREF(&CounterType);
    PyModule_AddObject(m, "Counter", (PyObject *)&CounterType);
    PyModule_AddIntConstant(m, "MODE_FAST", 1);
    return m;
}
