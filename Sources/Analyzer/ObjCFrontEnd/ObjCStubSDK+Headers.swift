/// The stub SDK's files, by path relative to its folder. Declarations only: the classes, methods
/// and C API a monolith uses or overrides most often (so overrides are recognised as such), and
/// the macros Apple's headers define for Swift names, nullability, enums and Interface Builder.
/// Foundation, UIKit, CoreGraphics, CoreFoundation, Dispatch, Security, CommonCrypto, QuartzCore.
extension ObjCStubSDK {
    static let headers: [String: String] = [
        "module.modulemap": """
        module Foundation { header "Foundation/Foundation.h" export * }
        module UIKit { header "UIKit/UIKit.h" export * }
        module CoreGraphics { header "CoreGraphics/CoreGraphics.h" export * }
        module ObjectiveC { header "objc/runtime.h" export * }
        module Dispatch { header "dispatch/dispatch.h" export * }
        module CoreFoundation { header "CoreFoundation/CoreFoundation.h" export * }
        module Security { header "Security/Security.h" export * }
        module CommonCrypto {
            header "CommonCrypto/CommonCrypto.h"
            header "CommonCrypto/CommonDigest.h"
            header "CommonCrypto/CommonHMAC.h"
            header "CommonCrypto/CommonCryptor.h"
            export *
        }
        module QuartzCore { header "QuartzCore/QuartzCore.h" export * }

        """,
        "TargetConditionals.h": """
        #pragma once
        #define TARGET_OS_IPHONE 1
        #define TARGET_OS_IOS 1
        #define TARGET_OS_OSX 0
        #define TARGET_OS_MAC 1
        #define TARGET_OS_TV 0
        #define TARGET_OS_WATCH 0
        #define TARGET_OS_SIMULATOR 0

        """,
        "objc/runtime.h": """
        #pragma once
        #include <Foundation/Foundation.h>

        """,
        "CoreGraphics/CoreGraphics.h": """
        #pragma once
        typedef double CGFloat;
        typedef struct CGPoint { CGFloat x; CGFloat y; } CGPoint;
        typedef struct CGSize { CGFloat width; CGFloat height; } CGSize;
        typedef struct CGRect { CGPoint origin; CGSize size; } CGRect;
        extern const CGRect CGRectZero;
        CGRect CGRectMake(CGFloat x, CGFloat y, CGFloat width, CGFloat height);

        """,
        "dispatch/dispatch.h": """
        #pragma once
        #include <stdint.h>
        typedef struct dispatch_queue_s *dispatch_queue_t;
        typedef struct dispatch_group_s *dispatch_group_t;
        typedef void *dispatch_queue_attr_t;
        typedef long dispatch_once_t;
        typedef uint64_t dispatch_time_t;
        typedef void (^dispatch_block_t)(void);
        #define DISPATCH_QUEUE_SERIAL ((dispatch_queue_attr_t)0)
        #define DISPATCH_QUEUE_CONCURRENT ((dispatch_queue_attr_t)1)
        #define DISPATCH_TIME_NOW (0ull)
        #define DISPATCH_TIME_FOREVER (~0ull)
        #define DISPATCH_QUEUE_PRIORITY_DEFAULT 0
        #define NSEC_PER_SEC 1000000000ull
        #define NSEC_PER_MSEC 1000000ull
        dispatch_queue_t dispatch_get_main_queue(void);
        dispatch_queue_t dispatch_get_global_queue(long identifier, unsigned long flags);
        dispatch_queue_t dispatch_queue_create(const char *label, dispatch_queue_attr_t attr);
        void dispatch_async(dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_sync(dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_after(dispatch_time_t when, dispatch_queue_t queue, dispatch_block_t block);
        void dispatch_once(dispatch_once_t *predicate, dispatch_block_t block);
        dispatch_time_t dispatch_time(dispatch_time_t when, int64_t delta);
        dispatch_group_t dispatch_group_create(void);
        void dispatch_group_enter(dispatch_group_t group);
        void dispatch_group_leave(dispatch_group_t group);
        void dispatch_group_notify(dispatch_group_t group, dispatch_queue_t queue, dispatch_block_t block);

        """,
        "CoreFoundation/CoreFoundation.h": """
        #pragma once
        #include <stdint.h>
        typedef int32_t OSStatus;
        typedef const void *CFTypeRef;
        typedef const struct __CFString *CFStringRef;
        typedef const struct __CFDictionary *CFDictionaryRef;
        typedef const struct __CFData *CFDataRef;
        void CFRelease(CFTypeRef object);
        CFTypeRef CFRetain(CFTypeRef object);

        """,
        "Security/Security.h": """
        #pragma once
        #include <CoreFoundation/CoreFoundation.h>
        #include <stddef.h>
        typedef const struct __SecRandom *SecRandomRef;
        extern const SecRandomRef kSecRandomDefault;
        enum { errSecSuccess = 0, errSecItemNotFound = -25300, errSecDuplicateItem = -25299 };
        int SecRandomCopyBytes(SecRandomRef rnd, size_t count, void *bytes);
        OSStatus SecItemAdd(CFDictionaryRef attributes, CFTypeRef *result);
        OSStatus SecItemCopyMatching(CFDictionaryRef query, CFTypeRef *result);
        OSStatus SecItemUpdate(CFDictionaryRef query, CFDictionaryRef attributesToUpdate);
        OSStatus SecItemDelete(CFDictionaryRef query);
        extern const CFStringRef kSecClass, kSecClassGenericPassword, kSecAttrAccount, kSecAttrService;
        extern const CFStringRef kSecAttrAccessible, kSecAttrAccessibleAfterFirstUnlock, kSecValueData;
        extern const CFStringRef kSecReturnData, kSecMatchLimit, kSecMatchLimitOne;
        extern const CFTypeRef kCFBooleanTrue;

        """,
        "CommonCrypto/CommonCrypto.h": """
        #pragma once
        #include <CommonCrypto/CommonDigest.h>
        #include <CommonCrypto/CommonHMAC.h>
        #include <CommonCrypto/CommonCryptor.h>

        """,
        "CommonCrypto/CommonDigest.h": """
        #pragma once
        #include <stdint.h>
        typedef uint32_t CC_LONG;
        #define CC_MD5_DIGEST_LENGTH 16
        #define CC_SHA1_DIGEST_LENGTH 20
        #define CC_SHA256_DIGEST_LENGTH 32
        #define CC_SHA512_DIGEST_LENGTH 64
        unsigned char *CC_MD5(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA1(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA256(const void *data, CC_LONG len, unsigned char *md);
        unsigned char *CC_SHA512(const void *data, CC_LONG len, unsigned char *md);

        """,
        "CommonCrypto/CommonHMAC.h": """
        #pragma once
        #include <stddef.h>
        #include <stdint.h>
        typedef uint32_t CCHmacAlgorithm;
        enum { kCCHmacAlgSHA1, kCCHmacAlgMD5, kCCHmacAlgSHA256, kCCHmacAlgSHA384, kCCHmacAlgSHA512, kCCHmacAlgSHA224 };
        void CCHmac(CCHmacAlgorithm algorithm, const void *key, size_t keyLength, const void *data,
            size_t dataLength, void *macOut);

        """,
        "CommonCrypto/CommonCryptor.h": """
        #pragma once
        #include <stddef.h>
        #include <stdint.h>
        typedef int32_t CCCryptorStatus;
        typedef uint32_t CCOperation, CCAlgorithm, CCOptions;
        enum { kCCEncrypt = 0, kCCDecrypt };
        enum { kCCAlgorithmAES = 0, kCCAlgorithmAES128 = 0 };
        enum { kCCOptionPKCS7Padding = 1, kCCOptionECBMode = 2 };
        enum { kCCSuccess = 0 };
        enum { kCCKeySizeAES128 = 16, kCCKeySizeAES256 = 32, kCCBlockSizeAES128 = 16 };
        CCCryptorStatus CCCrypt(CCOperation op, CCAlgorithm alg, CCOptions options, const void *key,
            size_t keyLength, const void *iv, const void *dataIn, size_t dataInLength, void *dataOut,
            size_t dataOutAvailable, size_t *dataOutMoved);

        """,
        "QuartzCore/QuartzCore.h": """
        #pragma once
        #include <Foundation/Foundation.h>
        @interface CALayer : NSObject
        @property CGFloat cornerRadius;
        @property CGFloat borderWidth;
        @property float shadowOpacity;
        @property CGRect frame;
        - (void)addSublayer:(CALayer *)layer;
        @end
        @interface CAGradientLayer : CALayer @property (copy) NSArray *colors; @end
        @interface CAShapeLayer : CALayer @end
        @interface CAAnimation : NSObject @end
        @interface CABasicAnimation : CAAnimation + (instancetype)animationWithKeyPath:(NSString *)path; @end

        """,
        "Foundation/Foundation.h": foundation,
        "UIKit/UIKit.h": uiKit,
    ]
}
