import Foundation

extension NSCollectionLayoutSection {
    /// A list section: one row across the section per group, 44 pt high (an estimate UIKit measures
    /// cells against; Casement takes it as the height), inset and separated as `configuration` says.
    public class func list(using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(TableMetrics.standardRowHeight))
        let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = configuration.sectionInsets
        section.listConfiguration = configuration
        return section
    }
}
