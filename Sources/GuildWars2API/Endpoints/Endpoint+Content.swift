// The game content routes of /v2: public data about the game, no key needed.
import Foundation

extension GuildWars2.Endpoint {
    /// `achievements`: every achievement.
    public static let achievements = Self("achievements")
    /// `achievements/categories`.
    public static let achievementCategories = Self("achievements/categories", allowsAllIDs: true)
    /// `achievements/groups`.
    public static let achievementGroups = Self("achievements/groups", allowsAllIDs: true)
    /// `achievements/daily`: today's dailies (retired by the Wizard's Vault in 2023, still answered).
    public static let dailyAchievements = Self("achievements/daily")
    /// `achievements/daily/tomorrow`.
    public static let tomorrowsDailyAchievements = Self("achievements/daily/tomorrow")
    /// `backstory/answers`.
    public static let backstoryAnswers = Self("backstory/answers", allowsAllIDs: true)
    /// `backstory/questions`.
    public static let backstoryQuestions = Self("backstory/questions", allowsAllIDs: true)
    /// `build`: the current game build.
    public static let build = Self("build")
    /// `colors`: dye colors.
    public static let colors = Self("colors", allowsAllIDs: true)
    /// `continents`: Tyria and the Mists (``GuildWars2/Continent``).
    public static let continents = Self("continents", allowsAllIDs: true)
    /// `continents/:id/floors`: a continent's floors (``GuildWars2/ContinentFloor``).
    public static let continentFloors = Self("continents/:id/floors", allowsAllIDs: true)
    /// `continents/:id/floors/:floor/regions`: a floor's regions (``GuildWars2/ContinentFloor/Region``).
    public static let continentRegions = Self("continents/:id/floors/:floor/regions", allowsAllIDs: true)
    /// `continents/:id/floors/:floor/regions/:region/maps`: a region's maps (``GuildWars2/ContinentFloor/Map``).
    public static let continentMaps = Self("continents/:id/floors/:floor/regions/:region/maps", allowsAllIDs: true)
    /// `…/maps/:map/sectors`: a map's sectors (``GuildWars2/ContinentFloor/Sector``).
    public static let continentSectors = Self(
        "continents/:id/floors/:floor/regions/:region/maps/:map/sectors", allowsAllIDs: true)
    /// `…/maps/:map/pois`: a map's points of interest (``GuildWars2/ContinentFloor/PointOfInterest``).
    public static let continentPointsOfInterest = Self(
        "continents/:id/floors/:floor/regions/:region/maps/:map/pois", allowsAllIDs: true)
    /// `…/maps/:map/tasks`: a map's renown hearts (``GuildWars2/ContinentFloor/RenownTask``).
    public static let continentTasks = Self(
        "continents/:id/floors/:floor/regions/:region/maps/:map/tasks", allowsAllIDs: true)
    /// `currencies`.
    public static let currencies = Self("currencies", allowsAllIDs: true)
    /// `dailycrafting`: the time-gated crafts.
    public static let dailyCrafting = Self("dailycrafting", allowsAllIDs: true)
    /// `dungeons`.
    public static let dungeons = Self("dungeons", allowsAllIDs: true)
    /// `emblem/backgrounds`.
    public static let emblemBackgrounds = Self("emblem/backgrounds", allowsAllIDs: true)
    /// `emblem/foregrounds`.
    public static let emblemForegrounds = Self("emblem/foregrounds", allowsAllIDs: true)
    /// `emotes`.
    public static let emotes = Self("emotes", allowsAllIDs: true)
    /// `files`: icons the API names by id.
    public static let files = Self("files", allowsAllIDs: true)
    /// `finishers`.
    public static let finishers = Self("finishers", allowsAllIDs: true)
    /// `gliders`.
    public static let gliders = Self("gliders", allowsAllIDs: true)
    /// `home/cats`.
    public static let homeCats = Self("home/cats", allowsAllIDs: true)
    /// `home/nodes`.
    public static let homeNodes = Self("home/nodes", allowsAllIDs: true)
    /// `homestead/decorations`: every decoration (``GuildWars2/HomesteadDecoration``).
    public static let homesteadDecorations = Self("homestead/decorations", allowsAllIDs: true)
    /// `homestead/decorations/categories`: the decoration categories (``GuildWars2/HomesteadDecorationCategory``).
    public static let homesteadDecorationCategories = Self("homestead/decorations/categories", allowsAllIDs: true)
    /// `homestead/glyphs`: the glyphs a gathering node can hold (``GuildWars2/HomesteadGlyph``).
    public static let homesteadGlyphs = Self("homestead/glyphs", allowsAllIDs: true)

    /// `items`.
    public static let items = Self("items")
    /// `itemstats`: the stat combinations.
    public static let itemStats = Self("itemstats", allowsAllIDs: true)
    /// `jadebots`.
    public static let jadebots = Self("jadebots", allowsAllIDs: true)
    /// `legendaryarmory`.
    public static let legendaryArmory = Self("legendaryarmory", allowsAllIDs: true)
    /// `legends`: revenant legends.
    public static let legends = Self("legends", allowsAllIDs: true)
    /// `logos`: the game's animated logos (``GuildWars2/Logo``), ids such as `Guild-Wars-2-logo-en`.
    public static let logos = Self("logos", allowsAllIDs: true)
    /// `mailcarriers`.
    public static let mailCarriers = Self("mailcarriers", allowsAllIDs: true)
    /// `mapchests`.
    public static let mapChests = Self("mapchests", allowsAllIDs: true)
    /// `maps`.
    public static let maps = Self("maps", allowsAllIDs: true)
    /// `masteries`.
    public static let masteries = Self("masteries", allowsAllIDs: true)
    /// `materials`: the material storage categories.
    public static let materials = Self("materials", allowsAllIDs: true)
    /// `minis`.
    public static let minis = Self("minis", allowsAllIDs: true)
    /// `mounts/skins`.
    public static let mountSkins = Self("mounts/skins", allowsAllIDs: true)
    /// `mounts/types`.
    public static let mountTypes = Self("mounts/types", allowsAllIDs: true)
    /// `novelties`.
    public static let novelties = Self("novelties", allowsAllIDs: true)
    /// `outfits`.
    public static let outfits = Self("outfits", allowsAllIDs: true)
    /// `pets`: ranger pets.
    public static let pets = Self("pets", allowsAllIDs: true)
    /// `professions`.
    public static let professions = Self("professions", allowsAllIDs: true)
    /// `quaggans`.
    public static let quaggans = Self("quaggans", allowsAllIDs: true)
    /// `quests`: story quests.
    public static let quests = Self("quests", allowsAllIDs: true)
    /// `races`.
    public static let races = Self("races", allowsAllIDs: true)
    /// `raids`.
    public static let raids = Self("raids", allowsAllIDs: true)
    /// `recipes`.
    public static let recipes = Self("recipes")
    /// `recipes/search`: recipes by `input` or `output` item.
    public static let recipeSearch = Self("recipes/search")
    /// `skiffs`.
    public static let skiffs = Self("skiffs", allowsAllIDs: true)
    /// `skills`.
    public static let skills = Self("skills")
    /// `skins`.
    public static let skins = Self("skins")
    /// `specializations`.
    public static let specializations = Self("specializations", allowsAllIDs: true)
    /// `stories`.
    public static let stories = Self("stories", allowsAllIDs: true)
    /// `stories/seasons`.
    public static let storySeasons = Self("stories/seasons", allowsAllIDs: true)
    /// `titles`.
    public static let titles = Self("titles", allowsAllIDs: true)
    /// `tokeninfo`: what the key may do (any key).
    public static let tokenInfo = keyed("tokeninfo")
    /// `traits`.
    public static let traits = Self("traits")
    /// `worldbosses`.
    public static let worldBosses = Self("worldbosses", allowsAllIDs: true)
    /// `worlds`.
    public static let worlds = Self("worlds", allowsAllIDs: true)

    /// The game content routes.
    public static var contentRoutes: [Self] {
        [
            achievements, achievementCategories, achievementGroups, dailyAchievements, tomorrowsDailyAchievements,
            backstoryAnswers, backstoryQuestions, build, colors, continents, continentFloors, continentRegions,
            continentMaps, continentSectors, continentPointsOfInterest, continentTasks, currencies, dailyCrafting,
            dungeons,
            emblemBackgrounds, emblemForegrounds, emotes, files, finishers, gliders, homeCats, homeNodes,
            homesteadDecorations, homesteadDecorationCategories, homesteadGlyphs, items,
            itemStats, jadebots, legendaryArmory, legends, logos, mailCarriers, mapChests, maps, masteries, materials,
            minis, mountSkins, mountTypes, novelties, outfits, pets, professions, quaggans, quests, races, raids,
            recipes, recipeSearch, skiffs, skills, skins, specializations, stories, storySeasons, titles, tokenInfo,
            traits, worldBosses, worlds,
        ]
    }
}
