#import "Legacy/PNTScanner.h"
