// Bodies: the JSON the loopback server sends, shared so that in-memory benchmarks decode the very same bytes.

/// The JSON bodies of the loopback server's routes.
public enum Bodies {
    /// 20 users: `id`, `name`, `email`, `active` (about 1.5 KB).
    public static let users: String = {
        let users = (1...20).map { index in
            #"{"id":\#(index),"name":"User \#(index)","email":"user\#(index)@example.com","active":\#(index % 2 == 0)}"#
        }
        return "[" + users.joined(separator: ",") + "]"
    }()

    /// How many posts ``posts`` holds.
    public static let postCount = 8_000

    /// An array of ``postCount`` WordPress-like posts, about 5 MB.
    public static let posts: String = {
        let paragraph = String(repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing elit. ", count: 9)
        let posts = (1...postCount).map { id in
            #"{"id":\#(id),"date":"2024-05-01T10:00:00","slug":"post-\#(id)","status":"publish","#
                + #""title":{"rendered":"Post \#(id)"},"content":{"rendered":"<p>\#(paragraph)</p>"},"#
                + #""author":\#(id % 7 + 1),"tags":[1,2,3]}"#
        }
        return "[" + posts.joined(separator: ",") + "]"
    }()

    /// Guild Wars 2 items with these ids, each like a real trophy.
    public static func items(ids: [Int]) -> String {
        let items = ids.map { id in
            #"{"name":"Trophy \#(id)","description":"Redeem this for your winnings.","type":"Trophy","level":0,"#
                + #""rarity":"Basic","vendor_value":5,"game_types":["Activity","Wvw","Dungeon","Pve"],"#
                + #""flags":["NoSalvage","NoSell"],"restrictions":[],"id":\#(id),"chat_link":"[&AgG7HwAA]","#
                + #""icon":"https://render.guildwars2.com/file/0FF3F1E574DCDEFA2CC60E04B22BF5291273EDC3/62856.png"}"#
        }
        return "[" + items.joined(separator: ",") + "]"
    }
}
