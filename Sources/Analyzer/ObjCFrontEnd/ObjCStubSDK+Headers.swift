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

    private static let foundation = """
        #pragma once
        #include <TargetConditionals.h>
        #include <CoreGraphics/CoreGraphics.h>
        #include <CoreFoundation/CoreFoundation.h>
        #include <dispatch/dispatch.h>

        typedef signed char BOOL;
        #define YES ((BOOL)1)
        #define NO ((BOOL)0)
        typedef long NSInteger;
        typedef unsigned long NSUInteger;
        typedef double NSTimeInterval;
        typedef struct _NSRange { NSUInteger location; NSUInteger length; } NSRange;
        #define NSNotFound ((NSInteger)0x7fffffffffffffffL)
        #ifndef nil
        #define nil ((id)0)
        #endif
        #define Nil ((Class)0)

        #define NS_SWIFT_NAME(_name) __attribute__((swift_name(#_name)))
        #define NS_REFINED_FOR_SWIFT __attribute__((swift_private))
        #define NS_SWIFT_UNAVAILABLE(_msg) __attribute__((availability(swift, unavailable, message=_msg)))
        #define NS_SWIFT_NOTHROW
        #define NS_SWIFT_UI_ACTOR
        #define NS_SWIFT_SENDABLE
        #define NS_SWIFT_NONSENDABLE
        #define NS_NOESCAPE __attribute__((noescape))
        #define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
        #define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
        #define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
        #define NS_UNAVAILABLE __attribute__((unavailable))
        #define NS_REQUIRES_SUPER __attribute__((objc_requires_super))
        #define NS_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_OPTIONS(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_CLOSED_ENUM(_type, _name) enum _name : _type _name; enum _name : _type
        #define NS_ERROR_ENUM(_domain, _name) enum _name : NSInteger _name; enum _name : NSInteger
        #define NS_STRING_ENUM
        #define NS_EXTENSIBLE_STRING_ENUM
        #define NS_TYPED_ENUM
        #define NS_TYPED_EXTENSIBLE_ENUM
        #define NS_FORMAT_FUNCTION(F, A)
        #define NS_RETURNS_RETAINED
        #define NS_INLINE static inline
        #define FOUNDATION_EXPORT extern
        #define FOUNDATION_EXTERN extern
        #define UIKIT_EXTERN extern
        #define API_AVAILABLE(...)
        #define API_UNAVAILABLE(...)
        #define API_DEPRECATED(...)
        #define API_DEPRECATED_WITH_REPLACEMENT(...)
        #define NS_AVAILABLE_IOS(_v)
        #define NS_DEPRECATED_IOS(...)
        #define NS_EXTENSION_UNAVAILABLE_IOS(_msg)
        #define __IOS_AVAILABLE(_v)
        #define IBOutlet
        #define IBOutletCollection(_class)
        #define IBAction void
        #define IBInspectable
        #define IB_DESIGNABLE
        #define NSLocalizedString(key, comment) (key)

        @class NSString, NSArray, NSDictionary, NSError, NSCoder, NSData, NSURL, NSBundle, NSDate;

        @protocol NSObject
        - (BOOL)isEqual:(id)object;
        @property (readonly) NSUInteger hash;
        @property (readonly, copy) NSString *description;
        - (BOOL)isKindOfClass:(Class)aClass;
        - (BOOL)respondsToSelector:(SEL)aSelector;
        - (BOOL)conformsToProtocol:(Protocol *)aProtocol;
        - (id)performSelector:(SEL)aSelector;
        - (id)performSelector:(SEL)aSelector withObject:(id)object;
        @end
        @protocol NSCopying - (id)copyWithZone:(void *)zone; @end
        @protocol NSMutableCopying - (id)mutableCopyWithZone:(void *)zone; @end
        @protocol NSCoding
        - (void)encodeWithCoder:(NSCoder *)coder;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @end
        @protocol NSSecureCoding <NSCoding> @end
        @protocol NSFastEnumeration @end

        @interface NSObject <NSObject>
        + (void)load;
        + (void)initialize;
        + (instancetype)alloc;
        + (instancetype)new;
        - (instancetype)init;
        - (void)dealloc;
        + (Class)class;
        - (Class)class;
        + (Class)superclass;
        - (id)copy;
        - (id)mutableCopy;
        - (void)awakeFromNib;
        - (void)prepareForInterfaceBuilder;
        - (void)setValue:(id)value forKey:(NSString *)key;
        - (id)valueForKey:(NSString *)key;
        - (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context;
        @end

        @interface NSString : NSObject <NSCopying, NSMutableCopying, NSSecureCoding>
        @property (readonly) NSUInteger length;
        + (instancetype)stringWithFormat:(NSString *)format, ...;
        - (instancetype)initWithFormat:(NSString *)format, ...;
        - (instancetype)initWithData:(NSData *)data encoding:(NSUInteger)encoding;
        - (NSData *)dataUsingEncoding:(NSUInteger)encoding;
        - (BOOL)isEqualToString:(NSString *)other;
        - (BOOL)hasPrefix:(NSString *)prefix;
        - (BOOL)hasSuffix:(NSString *)suffix;
        - (NSString *)stringByAppendingString:(NSString *)other;
        - (NSArray *)componentsSeparatedByString:(NSString *)separator;
        @property (readonly) const char *UTF8String;
        @end
        @interface NSMutableString : NSString
        - (void)appendString:(NSString *)string;
        - (void)appendFormat:(NSString *)format, ...;
        @end
        @interface NSAttributedString : NSObject <NSCopying> @end
        @interface NSData : NSObject <NSCopying, NSSecureCoding>
        @property (readonly) NSUInteger length;
        @property (readonly) const void *bytes;
        + (instancetype)dataWithBytes:(const void *)bytes length:(NSUInteger)length;
        @end
        @interface NSMutableData : NSData
        + (instancetype)dataWithLength:(NSUInteger)length;
        @property (readonly) void *mutableBytes;
        @end
        @interface NSValue : NSObject <NSCopying> @end
        @interface NSNumber : NSValue
        + (NSNumber *)numberWithChar:(char)value;
        + (NSNumber *)numberWithInt:(int)value;
        + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
        + (NSNumber *)numberWithLong:(long)value;
        + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
        + (NSNumber *)numberWithLongLong:(long long)value;
        + (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
        + (NSNumber *)numberWithFloat:(float)value;
        + (NSNumber *)numberWithDouble:(double)value;
        + (NSNumber *)numberWithInteger:(NSInteger)value;
        + (NSNumber *)numberWithUnsignedInteger:(NSUInteger)value;
        + (NSNumber *)numberWithBool:(BOOL)value;
        @property (readonly) NSInteger integerValue;
        @property (readonly) BOOL boolValue;
        @property (readonly) double doubleValue;
        @end
        @interface NSArray<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
        @property (readonly) NSUInteger count;
        @property (readonly) ObjectType firstObject;
        @property (readonly) ObjectType lastObject;
        + (instancetype)array;
        + (instancetype)arrayWithObjects:(ObjectType)firstObject, ...;
        + (instancetype)arrayWithObjects:(const ObjectType [])objects count:(NSUInteger)count;
        - (ObjectType)objectAtIndex:(NSUInteger)index;
        - (ObjectType)objectAtIndexedSubscript:(NSUInteger)index;
        - (BOOL)containsObject:(ObjectType)object;
        - (NSArray<ObjectType> *)arrayByAddingObject:(ObjectType)object;
        @end
        @interface NSMutableArray<ObjectType> : NSArray<ObjectType>
        - (void)addObject:(ObjectType)object;
        - (void)removeObject:(ObjectType)object;
        - (void)removeAllObjects;
        - (void)setObject:(ObjectType)object atIndexedSubscript:(NSUInteger)index;
        @end
        @interface NSDictionary<__covariant KeyType, __covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration>
        @property (readonly) NSUInteger count;
        @property (readonly, copy) NSArray<KeyType> *allKeys;
        + (instancetype)dictionary;
        + (instancetype)dictionaryWithObjects:(const ObjectType [])objects forKeys:(const KeyType [])keys count:(NSUInteger)count;
        - (ObjectType)objectForKey:(KeyType)key;
        - (ObjectType)objectForKeyedSubscript:(KeyType)key;
        @end
        @interface NSMutableDictionary<KeyType, ObjectType> : NSDictionary<KeyType, ObjectType>
        - (void)setObject:(ObjectType)object forKey:(KeyType)key;
        - (void)setObject:(ObjectType)object forKeyedSubscript:(KeyType)key;
        - (void)removeObjectForKey:(KeyType)key;
        @end
        @interface NSSet<__covariant ObjectType> : NSObject <NSCopying, NSFastEnumeration> @end
        @interface NSMutableSet<ObjectType> : NSSet<ObjectType> - (void)addObject:(ObjectType)object; @end
        @interface NSIndexPath : NSObject <NSCopying>
        @property (readonly) NSInteger row;
        @property (readonly) NSInteger section;
        @property (readonly) NSInteger item;
        + (instancetype)indexPathForRow:(NSInteger)row inSection:(NSInteger)section;
        @end
        @interface NSError : NSObject
        + (instancetype)errorWithDomain:(NSString *)domain code:(NSInteger)code userInfo:(NSDictionary *)userInfo;
        @property (readonly, copy) NSString *domain;
        @property (readonly) NSInteger code;
        @property (readonly, copy) NSString *localizedDescription;
        @end
        @interface NSDate : NSObject <NSCopying>
        + (instancetype)date;
        @property (readonly) NSTimeInterval timeIntervalSince1970;
        @end
        @interface NSURL : NSObject <NSCopying>
        + (instancetype)URLWithString:(NSString *)string;
        + (instancetype)fileURLWithPath:(NSString *)path;
        @property (readonly, copy) NSString *absoluteString;
        @end
        @interface NSURLRequest : NSObject @end
        @interface NSMutableURLRequest : NSURLRequest @end
        @interface NSURLResponse : NSObject @end
        @interface NSHTTPURLResponse : NSURLResponse @end
        @interface NSURLSession : NSObject @property (class, readonly) NSURLSession *sharedSession; @end
        @interface NSUUID : NSObject + (instancetype)UUID; @property (readonly, copy) NSString *UUIDString; @end
        @interface NSLocale : NSObject @end
        @interface NSTimeZone : NSObject @end
        @interface NSCalendar : NSObject @end
        @interface NSFormatter : NSObject @end
        @interface NSDateFormatter : NSFormatter @end
        @interface NSNumberFormatter : NSFormatter @end
        @interface NSBundle : NSObject
        @property (class, readonly) NSBundle *mainBundle;
        + (instancetype)bundleForClass:(Class)aClass;
        - (NSString *)pathForResource:(NSString *)name ofType:(NSString *)ext;
        - (NSURL *)URLForResource:(NSString *)name withExtension:(NSString *)ext;
        - (NSString *)localizedStringForKey:(NSString *)key value:(NSString *)value table:(NSString *)table;
        @end
        @interface NSUserDefaults : NSObject
        @property (class, readonly) NSUserDefaults *standardUserDefaults;
        - (id)objectForKey:(NSString *)key;
        - (void)setObject:(id)value forKey:(NSString *)key;
        @end
        @interface NSNotification : NSObject @property (readonly, copy) NSString *name; @end
        @interface NSNotificationCenter : NSObject
        @property (class, readonly) NSNotificationCenter *defaultCenter;
        - (void)addObserver:(id)observer selector:(SEL)selector name:(NSString *)name object:(id)object;
        - (void)postNotificationName:(NSString *)name object:(id)object;
        - (void)removeObserver:(id)observer;
        @end
        @interface NSCoder : NSObject
        - (void)encodeObject:(id)object forKey:(NSString *)key;
        - (id)decodeObjectForKey:(NSString *)key;
        @end
        @interface NSKeyedArchiver : NSCoder @end
        @interface NSKeyedUnarchiver : NSCoder @end
        @interface NSFileManager : NSObject @property (class, readonly) NSFileManager *defaultManager; @end
        @interface NSProcessInfo : NSObject @property (class, readonly) NSProcessInfo *processInfo; @end
        @interface NSJSONSerialization : NSObject @end
        @interface NSOperationQueue : NSObject @property (class, readonly) NSOperationQueue *mainQueue; @end
        @interface NSThread : NSObject @property (class, readonly) BOOL isMainThread; @end
        @interface NSTimer : NSObject - (void)invalidate; @end
        @interface NSRunLoop : NSObject @end
        @interface NSCache<KeyType, ObjectType> : NSObject @end
        @interface NSPredicate : NSObject @end
        @interface NSSortDescriptor : NSObject @end
        @interface NSProxy @end

        FOUNDATION_EXPORT void NSLog(NSString *format, ...);
        FOUNDATION_EXPORT Class NSClassFromString(NSString *name);
        FOUNDATION_EXPORT NSString *NSStringFromClass(Class aClass);
        FOUNDATION_EXPORT SEL NSSelectorFromString(NSString *name);
        FOUNDATION_EXPORT NSString *NSStringFromSelector(SEL selector);

        """

    private static let uiKit = """
        #pragma once
        #include <Foundation/Foundation.h>
        #include <QuartzCore/QuartzCore.h>

        typedef struct UIEdgeInsets { CGFloat top, left, bottom, right; } UIEdgeInsets;
        @class UIView, UIViewController, UIWindow, UIImage, UIColor, UIFont, UIStoryboard, UINib, UIEvent;
        @class UITableView, UITableViewCell, UICollectionView, UICollectionViewCell, UITraitCollection, UINavigationController;

        @protocol UIApplicationDelegate <NSObject> @end
        @protocol UISceneDelegate <NSObject> @end
        @protocol UIWindowSceneDelegate <UISceneDelegate> @end
        @protocol UIScrollViewDelegate <NSObject> @end
        @protocol UITableViewDataSource <NSObject>
        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;
        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;
        @end
        @protocol UITableViewDelegate <UIScrollViewDelegate>
        @optional
        - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath;
        @end
        @protocol UICollectionViewDataSource <NSObject>
        - (NSInteger)collectionView:(UICollectionView *)collectionView numberOfItemsInSection:(NSInteger)section;
        - (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath;
        @end
        @protocol UICollectionViewDelegate <UIScrollViewDelegate> @end
        @protocol UITextFieldDelegate <NSObject> @end
        @protocol UITextViewDelegate <UIScrollViewDelegate> @end
        @protocol UIGestureRecognizerDelegate <NSObject> @end
        @protocol UINavigationControllerDelegate <NSObject> @end
        @protocol UIAppearance <NSObject> @end

        @interface UIResponder : NSObject
        - (BOOL)becomeFirstResponder;
        - (BOOL)resignFirstResponder;
        @end
        @interface UIView : UIResponder <UIAppearance>
        - (instancetype)initWithFrame:(CGRect)frame;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @property (nonatomic) CGRect frame;
        @property (nonatomic) CGRect bounds;
        @property (nonatomic, copy) UIColor *backgroundColor;
        @property (nonatomic, getter=isHidden) BOOL hidden;
        @property (nonatomic) CGFloat alpha;
        @property (nonatomic, readonly) UIView *superview;
        @property (nonatomic, readonly, copy) NSArray<UIView *> *subviews;
        @property (nonatomic, readonly) UIWindow *window;
        @property (nonatomic) NSInteger tag;
        @property (nonatomic) BOOL translatesAutoresizingMaskIntoConstraints;
        @property (nonatomic, readonly) CALayer *layer;
        - (void)addSubview:(UIView *)view;
        - (void)removeFromSuperview;
        - (void)layoutSubviews;
        - (void)setNeedsLayout;
        - (void)layoutIfNeeded;
        - (void)setNeedsDisplay;
        - (void)drawRect:(CGRect)rect;
        - (void)didMoveToSuperview;
        - (void)didMoveToWindow;
        - (void)traitCollectionDidChange:(UITraitCollection *)previousTraitCollection;
        + (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations;
        @end
        @interface UIWindow : UIView
        @property (nonatomic, strong) UIViewController *rootViewController;
        - (void)makeKeyAndVisible;
        @end
        @interface UIScreen : NSObject @property (class, readonly) UIScreen *mainScreen; @property (readonly) CGRect bounds; @end
        @interface UIApplication : UIResponder
        @property (class, readonly) UIApplication *sharedApplication;
        @property (nonatomic, weak) id<UIApplicationDelegate> delegate;
        @end
        @interface UIScene : UIResponder @end
        @interface UIWindowScene : UIScene @end
        @interface UISceneSession : NSObject @end
        @interface UITraitCollection : NSObject @end
        @interface UIImage : NSObject
        + (instancetype)imageNamed:(NSString *)name;
        + (instancetype)imageNamed:(NSString *)name inBundle:(NSBundle *)bundle compatibleWithTraitCollection:(UITraitCollection *)traitCollection;
        + (instancetype)systemImageNamed:(NSString *)name;
        @property (nonatomic, readonly) CGSize size;
        @end
        @interface UIColor : NSObject
        + (instancetype)colorNamed:(NSString *)name;
        + (instancetype)colorWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
        @property (class, readonly) UIColor *clearColor;
        @property (class, readonly) UIColor *whiteColor;
        @property (class, readonly) UIColor *blackColor;
        @property (class, readonly) UIColor *redColor;
        @property (class, readonly) UIColor *systemBackgroundColor;
        @property (class, readonly) UIColor *labelColor;
        @end
        @interface UIFont : NSObject
        + (UIFont *)systemFontOfSize:(CGFloat)size;
        + (UIFont *)boldSystemFontOfSize:(CGFloat)size;
        @end
        @interface UIViewController : UIResponder
        - (instancetype)initWithNibName:(NSString *)nibName bundle:(NSBundle *)bundle;
        - (instancetype)initWithCoder:(NSCoder *)coder;
        @property (nonatomic, strong) UIView *view;
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, readonly) UINavigationController *navigationController;
        @property (nonatomic, readonly) UIStoryboard *storyboard;
        @property (nonatomic, readonly) UIViewController *presentingViewController;
        - (void)loadView;
        - (void)viewDidLoad;
        - (void)viewWillAppear:(BOOL)animated;
        - (void)viewDidAppear:(BOOL)animated;
        - (void)viewWillDisappear:(BOOL)animated;
        - (void)viewDidDisappear:(BOOL)animated;
        - (void)viewWillLayoutSubviews;
        - (void)viewDidLayoutSubviews;
        - (void)didReceiveMemoryWarning;
        - (void)prepareForSegue:(id)segue sender:(id)sender;
        - (void)presentViewController:(UIViewController *)controller animated:(BOOL)animated completion:(void (^)(void))completion;
        - (void)dismissViewControllerAnimated:(BOOL)animated completion:(void (^)(void))completion;
        @end
        @interface UINavigationController : UIViewController
        - (instancetype)initWithRootViewController:(UIViewController *)root;
        - (void)pushViewController:(UIViewController *)controller animated:(BOOL)animated;
        - (UIViewController *)popViewControllerAnimated:(BOOL)animated;
        @end
        @interface UITabBarController : UIViewController @end
        @interface UITableViewController : UIViewController <UITableViewDataSource, UITableViewDelegate>
        @property (nonatomic, strong) UITableView *tableView;
        @end
        @interface UICollectionViewController : UIViewController <UICollectionViewDataSource, UICollectionViewDelegate> @end
        @interface UIAlertController : UIViewController
        + (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(NSInteger)style;
        @end
        @interface UIAlertAction : NSObject @end
        @interface UIStoryboard : NSObject
        + (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(NSBundle *)bundle;
        - (__kindof UIViewController *)instantiateInitialViewController;
        - (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
        @end
        @interface UINib : NSObject + (UINib *)nibWithNibName:(NSString *)name bundle:(NSBundle *)bundle; @end
        @interface UIScrollView : UIView @property (nonatomic, weak) id<UIScrollViewDelegate> delegate; @end
        @interface UITableView : UIScrollView
        @property (nonatomic, weak) id<UITableViewDataSource> dataSource;
        @property (nonatomic, weak) id<UITableViewDelegate> delegate;
        - (void)reloadData;
        - (void)registerClass:(Class)cellClass forCellReuseIdentifier:(NSString *)identifier;
        - (void)registerNib:(UINib *)nib forCellReuseIdentifier:(NSString *)identifier;
        - (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier forIndexPath:(NSIndexPath *)indexPath;
        @end
        @interface UITableViewCell : UIView
        @property (nonatomic, readonly) UIView *contentView;
        - (void)prepareForReuse;
        @end
        @interface UICollectionView : UIScrollView - (void)reloadData; @end
        @interface UICollectionReusableView : UIView - (void)prepareForReuse; @end
        @interface UICollectionViewCell : UICollectionReusableView @property (nonatomic, readonly) UIView *contentView; @end
        @interface UIControl : UIView
        - (void)addTarget:(id)target action:(SEL)action forControlEvents:(NSUInteger)events;
        @property (nonatomic, getter=isEnabled) BOOL enabled;
        @end
        @interface UIButton : UIControl
        - (void)setTitle:(NSString *)title forState:(NSUInteger)state;
        - (void)setImage:(UIImage *)image forState:(NSUInteger)state;
        @end
        @interface UILabel : UIView
        @property (nonatomic, copy) NSString *text;
        @property (nonatomic, strong) UIFont *font;
        @property (nonatomic, strong) UIColor *textColor;
        @property (nonatomic) NSInteger numberOfLines;
        @end
        @interface UIImageView : UIView
        - (instancetype)initWithImage:(UIImage *)image;
        @property (nonatomic, strong) UIImage *image;
        @end
        @interface UITextField : UIControl @property (nonatomic, copy) NSString *text; @property (nonatomic, weak) id<UITextFieldDelegate> delegate; @end
        @interface UITextView : UIScrollView @property (nonatomic, copy) NSString *text; @end
        @interface UISwitch : UIControl @property (nonatomic, getter=isOn) BOOL on; @end
        @interface UISlider : UIControl @property (nonatomic) float value; @end
        @interface UISegmentedControl : UIControl @property (nonatomic) NSInteger selectedSegmentIndex; @end
        @interface UIStackView : UIView - (void)addArrangedSubview:(UIView *)view; @end
        @interface UIActivityIndicatorView : UIView - (void)startAnimating; - (void)stopAnimating; @end
        @interface UIBarButtonItem : NSObject @end
        @interface UINavigationItem : NSObject @end
        @interface UIGestureRecognizer : NSObject - (instancetype)initWithTarget:(id)target action:(SEL)action; @end
        @interface UITapGestureRecognizer : UIGestureRecognizer @end
        @interface UIPanGestureRecognizer : UIGestureRecognizer @end
        @interface UITouch : NSObject @end
        @interface UIEvent : NSObject @end
        @interface NSLayoutConstraint : NSObject + (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints; @end
        @interface UIStoryboardSegue : NSObject
        @property (nonatomic, readonly) NSString *identifier;
        @property (nonatomic, readonly) __kindof UIViewController *destinationViewController;
        @end

        """
}
