/// The stub SDK's `UIKit/UIKit.h`: the application and its scenes, views, view controllers and
/// controls, as far as a monolith commonly uses or overrides them.
extension ObjCStubSDK {
    static let uiKit = """
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
