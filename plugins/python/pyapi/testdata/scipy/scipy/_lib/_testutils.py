class PytestTester:
    def __init__(self, module_name):
        self.module_name = module_name
