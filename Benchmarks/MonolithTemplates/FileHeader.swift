// template: file-header
//
//  __file__
//  __target__
//
//  Copyright (c) __year__ Example Corp. All rights reserved.
//

import Foundation
