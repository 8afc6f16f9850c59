import Analyzer
