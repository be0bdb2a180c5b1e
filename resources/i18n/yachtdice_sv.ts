<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} fick {points} i {box}. Nu spelar {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} fick {points} i {box}. Spelet är slut.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Slog {faces}. Inga slag kvar.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Slog {faces}. {left} slag kvar.</numerusform>
            <numerusform>Slog {faces}. {left} slag kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Tärning {die} sparad.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Tärning {die} släppt.</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
</context>
<context>
    <name>BoxesModel</name>
    <message>
        <source>Label</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Räknas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Högst</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Regeln i ord</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>övre</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>nedre</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>inte {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>Räknas ut: de här tärningarna ger för många slag för att räkna ut varje ruta på en gång, så de högsta poängen kommer med den förväntade poängen.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>S&amp;tor stil: rutornas namn i 15 pt, höga rader</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Fyra protokoll per sida, med linjer att klippa längs</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>Svart&amp;vitt</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Som vanligt här ({paper})</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (USA)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apper:</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>Med fyra per sida skrivs ett protokoll som är för långt för en fjärdedels sida inte ut, och fönstret säger det.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>Ett protokoll som är för långt för en sida fortsätter på en andra, och fönstret säger det.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} protokoll.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Spara protokollet som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>Protokollet sparades inte: {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Protokollet sparades som {file}.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Skriv ut protokollet</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>Protokollet skrevs inte ut: {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Protokollet skrevs ut till {file}.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>Spa&amp;ra…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word}: finns i ordlistan</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word}: finns i ordlistan — tärningar {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word}: {problem} — tärningar {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>Jokersidan står för {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} Yahtzee-bonus)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Skriv ett ord för den här rutan.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Lägg till bokstaven på tärning {die}</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Lägg till jokersidans bokstav (tärning {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Lägg till bokstaven {letter} (tärning {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Skriv engelska ord; * och en bokstav för jokersidan (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Ord att fylla i</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Ord åtskilda med mellanslag, med stora eller små bokstäver. För jokersidan skriver du * och bokstaven den står för (ca*t), eller klickar på romben.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Bokstaven jokersidan står för</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>Bokstaven jokersidan står för när du klickar på den (värd 0 poäng)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Nästa ord</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Börja på ett nytt ord</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Ta bort alla ord</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Kontroll mot ordlistan</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Skriv {count} ord för den här rutan.</numerusform>
            <numerusform>Skriv {count} ord för den här rutan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledig ruta</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Med de här orden</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Vad varje ledig ruta skulle ge</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Fyll i</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Fyll i orden i den valda rutan (Enter)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Skriv en nolla</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Stryk den valda rutan den här omgången: den ger 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Ord:</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>Jokersidan &amp;är</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Ord som spelats hittills, senaste först</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Spelat hittills (senaste först):</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>Tiden är ute: nu kan du bara skriva en nolla.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Slå tärningarna för att bilda ord.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Inga ord ännu.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>Tiden är ute: nu kan du bara skriva en nolla. Välj en ruta och tryck på Enter (eller Skriv en nolla).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (tiden är ute)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>Sexsidiga (1-6)</translation>
    </message>
    <message>
        <source>d4 (1-4)</source>
        <translation>d4 (1-4)</translation>
    </message>
    <message>
        <source>d8 (1-8)</source>
        <translation>d8 (1-8)</translation>
    </message>
    <message>
        <source>d10 (1-10)</source>
        <translation>d10 (1-10)</translation>
    </message>
    <message>
        <source>d12 (1-12)</source>
        <translation>d12 (1-12)</translation>
    </message>
    <message>
        <source>Custom faces</source>
        <translation>Egna sidor</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Ett nytt slag med lika tärningar räknas som vilket slag som helst.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Tvingad</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Ett nytt slag med lika tärningar måste läggas i sin ruta i övre delen om den är ledig, annars räknas det som uppfyllt i varje ruta i nedre delen.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Ett nytt slag med lika tärningar får placeras i vilken ledig ruta som helst; det räknas som uppfyllt när dess ruta i övre delen är ifylld.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Valfri ruta, i valfri ordning</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>Uppifrån och ned, i ordning</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Lika summor delar placeringen</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>Högst i övre delen vinner</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Vald ruta: {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>Lägg till {box}</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>Ta bort {box}</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>Flytta {box}</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>Ändra {box}</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (övre)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>Nor&amp;men {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Regeluppsättningens namn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal tärningar</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Tärningarnas sidor</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>t.ex. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag per omgång</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Oanvända slag sparas till senare omgångar</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Gräns för bonus</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoäng</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>Använd nor&amp;men</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Sätt gränsen till normen: tre tärningar av varje sida i övre delen med fem tärningar, fyra med sex</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Extrabonus för lika, poäng</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordning för ifyllning</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Vid lika</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Tärningar:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sidor:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>S&amp;lag per omgång:</translation>
    </message>
    <message>
        <source>at</source>
        <translation>vid</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>ger</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>E&amp;xtrabonus för lika:</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Extrabonus </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>&amp;Ordning:</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>V&amp;id lika:</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Rutor</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Ruta att lägga till</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Lägg till r&amp;uta</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>Ta &amp;bort</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Flytta &amp;ned</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Flytta den valda rutan (Ctrl+Upp)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Flytta den valda rutan (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>R&amp;utor:</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Vald ruta: ingen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Sparade slag</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Bonusgräns</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Bonuspoäng</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Extrabonus</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Bonus på</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Bonus av</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Använd normen</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Den här sortens ruta har inga inställningar.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Tärning {number}: inte slagen än</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Slå först.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Tärning {number}: {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Tärning {number}: {face}, sparad</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Klicka eller tryck {number} för att spara den.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Klicka eller tryck {number} för att släppa den.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>SPARAD</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>siffran {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1:a</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}:a</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}:a</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}:e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}:e</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (delad)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Du fick {total} poäng.</numerusform>
            <numerusform>Du fick {total} poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Delad seger: {first} och {second} med {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Delad seger: {names} och {last} med {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} vinner med {total}!</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Nytt rekord i {rules}: {name}, {score}!</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>{name}s {score} är nummer {rank} på topplistan för {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Spela &amp;igen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analysera…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} finns redan. Ersätta den?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Filen i {folder} ersätts av den nya.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersätt</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>Senaste {days} dagen</numerusform>
            <numerusform>Senaste {days} dagarna</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Period</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Även datorer</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Bara utan hjälp</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spelare:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Period:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spel:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Tärningar:</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alla regler</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Alla personer</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alla datum</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Anpassad…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>alla regler</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>alla personer</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} till {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>från {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>till {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>alla datum</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>datorer medräknade</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>bara personer</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · bara spel utan hjälp</translation>
    </message>
    <message>
        <source>{line} · {sources}</source>
        <translation>{line} · {sources}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>no games</source>
        <translation>inga spel</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>spelade här</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>inlästa</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importerade</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>tärningar slagna här</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>riktiga tärningar</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Det här spelet spelades med ett spel som den här versionen inte känner till: ingen analys.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>{game} har ingen analys.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>Tiden är ute: välj en ruta för en nolla.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>Tiden är ute, {player}: välj en ruta för en nolla.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>starta ett spel först</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>tärningarna rullar fortfarande</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} spelar</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Ditt spel kunde inte sparas: {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>det här är riktiga tärningar: skriv vad de visar</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} spelar om {seconds} s: Ångra (Ctrl+Z) tar tillbaka ditt drag.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer – {level}</source>
        <translation>Dator – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} har inga tips.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Det spelet behöver laddas fortfarande; försök igen om en stund.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Det spelet behöver kunde inte laddas</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Välj en ruta med piltangenterna och Retur, eller klicka på den.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Mellanslag</translation>
    </message>
</context>
<context>
    <name>HighScoresDialog</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmärkningar</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>med hjälp</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>dator</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>inläst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importerat</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>riktiga tärningar</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Slagna här</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Riktiga tärningar</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Alla tärningar</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Det här spelet spelades med riktiga tärningar vid bordet och skrevs in för hand.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Det här spelet spelades online, med tärningar slagna över flera datorer.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} använde ångra eller tips i det här spelet.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Det här spelet importerades från en historikfil, det spelades inte på den här datorn.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Det här spelet lästes in från en fil (yachtdice-cli record), det spelades inte på den här datorn.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Inga avslutade spel med de här reglerna ännu.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>Historiken är inte tillgänglig just nu.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Inga spel med de här reglerna har spelats på den här datorn ännu; kryssa i ”Ta med importerade och inlästa spel” för att se de andra.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Topplista</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Bara poäng utan å&amp;ngra eller tips</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>Ta med &amp;datorspelare</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>Ta med &amp;importerade och inlästa spel</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Spel som inte spelats på den här datorn: importerade från en historikfil eller inlästa från en fil. De är markerade så i anmärkningarna.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Tärningar:</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Slå tärningarna först; sedan kan ett tips säga vad du ska spara.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Räknar ut det bästa spelet för de här reglerna…</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spelare och poäng</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmärkningar</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>med hjälp</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>inläst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importerat</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>riktiga tärningar</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>{name}: {total}</source>
        <translation>{name}: {total}</translation>
    </message>
    <message>
        <source>{name} {total}</source>
        <translation>{name} {total}</translation>
    </message>
    <message>
        <source>{name} {total} (won the tie-break)</source>
        <translation>{name} {total} (vann på särskiljning)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Inga avslutade spel ännu.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Inga spel passar de här filtren. Prova alla regler, alla personer, alla datum eller Även datorer.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>Visar {count} spel: {filters}</numerusform>
            <numerusform>Visar {count} spel: {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>Visar de {shown} senaste av {count} spel: {filters}</numerusform>
            <numerusform>Visar de {shown} senaste av {count} spel: {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Välj ett spel att analysera.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>Analysera besluten i det valda spelet</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Ta bort spel</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Ta bort spelet {rules} från {when} ({players}) för gott?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>Dess poäng försvinner från Topplistan och Statistiken; det går inte att få tillbaka.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behåll</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historik</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Vad varje spelare fyllde i i det valda spelet</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Analysera…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>Det valda spelet, omgång för omgång:</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Spara protokollet som &amp;PDF…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Omgång {turn}, spelad av en dator medan {name} var borta: {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Omgång {turn}: {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Det här spelet kan inte visas omgång för omgång: {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Var värd för ett spel</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Välj regler och platser. Gäster går med från sina egna datorer med rumskoden som nästa fönster visar.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Andra &amp;personer vid den här datorn:</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Datorer:</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Gäster (lediga platser):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Starta rummet</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Gå med i ett spel</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Spel på det här nätverket:</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adress:port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Värd:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Rums&amp;kod:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Gå med</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host}: {rules}, pågår, på {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host}: {rules}, lediga platser: {open}, på {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>Spelet har börjat: bara dess egna gäster går med igen, var och en på sin plats.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>Värden spelar {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>ange värden som adress:port</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Ansluter…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} spelar {rules}. Väntar på att alla platser ska bli tagna…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>anslutningen till värden är borta: gå med igen</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – {host}s spel</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Lämna spelet</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Lämna spelet? Spelet med {names} är inte slut.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Din plats sparas: Gå med i ett spel tar tillbaka den med samma rumskod.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>&amp;Lämna spelet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>jokersidan, värd {value}</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>bokstaven {letter}, värd {value}</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
</context>
<context>
    <name>Lobby</name>
    <message>
        <source>Hosting a Game</source>
        <extracomment>the room closed with the lobby</extracomment>
        <translation>Värd för ett spel</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>Spelet fortsätter där det var; gästerna tar sina platser igen med samma rumskod.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Ge de andra den här rumskoden:</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Gäster på det här nätverket hittar rummet under Gå med i ett spel; gäster på andra håll skriver {address}.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Platser:</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Vad rummet säger:</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Starta (datorer tar de lediga platserna)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (borta: en dator spelar)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>Låt en &amp;dator spela för {name} tills hen är tillbaka, på:</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} är borta: rummets fönster kan låta en dator spela för hen.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – värd för {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Alla gäster kopplas bort. Spelet sparas: Spel ▸ Oavslutade spel öppnar det här rummet igen, och gästerna ansluter med samma rumskod.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Alla gäster kopplas bort, och spelet kan inte fortsättas: den här datorns historik är inte öppen.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Stäng rummet</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>Stänga rummet? Spelet med {names} är inte slut.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>&amp;Stäng rummet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Tillbakablick: vad tärningarna kunde bli</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Vems protokoll</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Skrivet</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Störst</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Varje ruta: talet som skrevs och det största möjliga</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>I ord</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>inget (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} felläst</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} skrev {number} ({words}): inget tal som tärningarna gav passade i rutan.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}): det största möjliga med de tärningarna.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}): det största möjliga med de tärningarna var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} skrev {number} ({words}) och läste fel: inget tal som tärningarna gav passade i rutan.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}) och läste fel: det största möjliga med de tärningarna.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}) och läste fel: det största möjliga med de tärningarna var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} skrev X: inget tal som tärningarna gav passade i rutan.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} skrev X: det största möjliga med de tärningarna.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev X: det största möjliga med de tärningarna var {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Slå upp ett ord</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Är det ett ord i det här spelet? Skriv ett ord:</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Ord att slå upp</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Slå upp</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Ordlistan: vanliga engelska ord i amerikansk och brittisk stavning, utan förkortningar, egennamn, slang och utländska ord. Familjefiltret är på: stötande ord godtas inte.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Ordlistan: vanliga engelska ord i amerikansk och brittisk stavning, utan förkortningar, egennamn, slang och utländska ord. Familjefiltret är av: människor får spela stötande ord; datorn gör det aldrig.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>{app} — {rules}</source>
        <translation>{app} — {rules}</translation>
    </message>
    <message>
        <source>{minutes}:{seconds} left this turn</source>
        <translation>{minutes}:{seconds} kvar av omgången</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Sparar inte: {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} har ingen analys.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Räknar ut det bästa spelet för {rules} för att analysera spelet…</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Regler — {rules}</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Om {app}</translation>
    </message>
    <message>
        <source>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Place Value Yahtzee and your own house rules, scored exactly. MIT licence.</source>
        <translation>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Platsvärdes-Yatzy och dina egna husregler, exakt räknade. MIT-licens.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>Å&amp;ngra</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tips</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>Det bästa draget och de två nästa, från strategimotorn (H). Används det markeras spelet som hjälpt.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Skynda (Mellanslag)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Meddelande</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Tid kvar av omgången</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Spela &amp;igen</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>&amp;Oavslutade spel…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>Topp&amp;lista…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Historik…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistik…</translation>
    </message>
    <message>
        <source>House &amp;Rules…</source>
        <translation>Hus&amp;regler…</translation>
    </message>
    <message>
        <source>&amp;Print Score Card…</source>
        <translation>Skriv &amp;ut protokollet…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Spara protokollet som P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Klassrum</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>Spelbordet för att visa framför klassen: protokollet, tärningarna och vems tur det är, så stort som fönstret tillåter (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Helskärm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Inställningar</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animeringshastighet</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snabb</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Av</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Ljud</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Kortkommandon</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>Spelet kunde inte analyseras</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>Statistiken behöver historiken, som inte kan öppnas.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>&amp;Skrivbordets språk</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>Var &amp;värd för ett spel…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>&amp;Gå med i ett spel…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>Onlinerumm&amp;et…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Två par</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>Tre par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Femtal</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Full stege</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Torn</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
</context>
<context>
    <name>Moves</name>
    <message>
        <source>score {box}</source>
        <translation>fyll i {box}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>spara {dice}</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>slå om alla</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Dator {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Namn på spelare {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Spelare {number} är</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(borttagen)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Ta bort den här spelaren</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Återställ den här spelaren</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Spelare {number}: {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>Andra regler är redan sparade som &apos;{id}&apos; ({old}). Ersätta dem med filens {new}?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Behåll båda sparar filens regler som &apos;{id}&apos;. Spel som redan spelats behåller sina exakta regler i båda fallen.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} är sparad som &apos;{id}&apos; och vald.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} kunde inte sparas: {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} är borttagen.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>Ta bort {rules}?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Med riktiga tärningar är varje spelare en person vid bordet: gör spelare {number} till en person.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Redigera…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;y…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>&amp;Öppna fil…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Öppna en regelfil för vilket slags spel som helst, till exempel en lärares egen platsvärdeskort: den kontrolleras, sparas och listas här från och med då.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>&amp;Lägg till spelare</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starta</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Spelare (1 till 8):</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>Riktiga tärningar vid &amp;bordet: skriv in vad de visar</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Slå era egna tärningar och skriv eller klicka vad de visar; protokollet räknar poängen, med tips, ångra och genomgång, och spelet sparas som ett spel med riktiga tärningar.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Ta bort de här sparade reglerna; spel som redan spelats med dem behåller dem.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Inbyggda regler kan inte tas bort.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Öppna regelfil</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regelfiler (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersätt</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Behåll &amp;båda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Inget öppnades.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Ta bort regler</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Spel som redan spelats med dem behåller sina exakta regler i historiken.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behåll</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{value}%</source>
        <extracomment>a share in per cent: the languages of Scandinavia, Germany and France put a space before the sign</extracomment>
        <translation>{value}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>OnlineComputers</name>
    <message>
        <source>The computer plays as {level} until its strategy is ready.</source>
        <translation>Datorn spelar som {level} tills dess strategi är klar.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Ett spel över nätet fortsätter till slutet: var värd för eller gå med i ett annat från Spel-menyn i huvudfönstret.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Ångra finns inte i ett spel mellan datorer.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (här)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>ledig plats</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (hos värden)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (ansluten)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (borta)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>Tärningarna kontrolleras…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>ett val i tärningsspelet är en rutas id</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har ingen ruta {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} är redan ifylld</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Övre delen</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} poäng när den övre summan är {threshold} eller mer.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Summa övre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Summa nedre</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} poäng för varje ytterligare {box}: pricka av här.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus för lika</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Ger {points} poäng</numerusform>
            <numerusform>Ger {points} poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Summan av alla tärningar</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Lägg bara ihop tärningarna som visar {face}</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Lägg ihop tärningarna i den</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Ger {points} vid {threshold} eller mer</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} poäng för varje ytterligare slag där alla tärningar visar samma: pricka av här.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Övre delen</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Summa övre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Summa nedre</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus för lika</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} poäng. {rule}</numerusform>
            <numerusform>{box}: {points} poäng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player}: {points} poäng</numerusform>
            <numerusform>{box}, {player}: {points} poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box}: inte tillåten nu. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: inte tillåten nu. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box}: {points} om du fyller i nu. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player}: {points} om du fyller i nu</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box}: {points} om du fyller i nu (joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player}: {points} om du fyller i nu (joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledig. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledig</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>Rutorna i övre delen sammanlagt.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summan plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Rutorna i nedre delen sammanlagt.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} för ytterligare {box}-slag.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Allt sammanlagt.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} av {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, utom räckhåll</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, inget ännu</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} poäng när summan i övre delen når {threshold}.</numerusform>
            <numerusform>{points} poäng när summan i övre delen når {threshold}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det är {points} poäng före normen (en lika stor andel för varje sida).</numerusform>
            <numerusform>{tip} Det är {points} poäng före normen (en lika stor andel för varje sida).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det är {points} poäng efter normen (en lika stor andel för varje sida).</numerusform>
            <numerusform>{tip} Det är {points} poäng efter normen (en lika stor andel för varje sida).</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>utom räckhåll</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Utom räckhåll: {sum} hittills, och de lediga rutorna i övre delen kan ge högst {possible}.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} {sum} hittills; {needed} återstår.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} Det är precis på normen (en lika stor andel för varje sida).</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>Förbereder Experten för {rules}: den spelar så snart dess strategi är klar.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Lika summor avgjordes av övre delen, som de här reglerna säger.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Tips: {move} (förväntad slutpoäng {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Tips: {move} (förväntad slutpoäng {score}); sedan {others}.</translation>
    </message>
    <message>
        <source>{move} ({less} less)</source>
        <translation>{move} ({less} mindre)</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>{hint} (Approximate: these rules are too large to solve.)</source>
        <translation>{hint} (Ungefärligt: de här reglerna är för stora för att lösas.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} ({left} kvar)</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Förväntad slutpoäng: {best:.1f} med det bästa draget, {yours:.1f} med ditt (poäng som återstår).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Inga beslut att analysera för den här spelaren.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Perfekt spel: ditt enda beslut var det bästa.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spel: ditt enda beslut var det bästa (ungefärligt: de här reglerna är för stora för att lösas).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Perfekt spel: vart och ett av {count} beslut var det bästa.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spel: vart och ett av {count} beslut var det bästa (ungefärligt: de här reglerna är för stora för att lösas).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslut; {total:.1f} förväntade poäng förlorade totalt. Det dyraste beslutet var i omgång {turn} ({loss:.1f} poäng).</numerusform>
            <numerusform>{count} beslut; {total:.1f} förväntade poäng förlorade totalt. Det dyraste beslutet var i omgång {turn} ({loss:.1f} poäng).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslut; {total:.1f} förväntade poäng förlorade totalt (ungefärligt: de här reglerna är för stora för att lösas). Det dyraste beslutet var i omgång {turn} ({loss:.1f} poäng).</numerusform>
            <numerusform>{count} beslut; {total:.1f} förväntade poäng förlorade totalt (ungefärligt: de här reglerna är för stora för att lösas). Det dyraste beslutet var i omgång {turn} ({loss:.1f} poäng).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Du valde</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bäst</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>förlorade förväntade poäng</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>förlorade poäng</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>spel {game}: {value:.1f} förväntade poäng förlorade</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutskvalitet</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>De dyraste besluten:</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Tal med 3 på platsen för hundratal</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Tal med 5 på platsen för ental</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Tal med 2 på platsen för tiotal</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Tal med 6 på platsen för tusental</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Tal vars siffror för tusental och ental har summan 9</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Tal vars siffersumma är 13</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Tal med två likadana siffror</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Tal med tre likadana siffror</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Vilket tal som helst får skrivas här</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Lägg tärningarna till ett tal (klicka på dem eller skriv det) och välj sedan en ruta.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>tiomiljontal</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>miljontal</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundratusental</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>tiotusental</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusental</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundratal</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiotal</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>ental</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tiondelar</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundradelar</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusendelar</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>tiotusendelar</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>tiomiljontal</translation>
    </message>
    <message>
        <source>million</source>
        <translation>miljontal</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>hundratusental</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>tiotusental</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>tusental</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>hundratal</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tiotal</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>heltal</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>tiondel</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>hundradel</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>tusendel</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>tiotusendel</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>rutan &apos;{box}&apos; är redan ifylld</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>lärarens regel gäller: läraren markerar om talet lästes upp rätt</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Tal med {digit} på platsen för {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} har {got}, inte {digit}, på platsen för {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Tal vars siffror för {places} har summan {total}</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>siffrorna för {places} i {number} har summan {got}, inte {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Tal vars siffersumma är {total}</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>siffersumman för {number} är {got}, inte {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Tal med {count} likadana siffror</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} har inte {count} likadana siffror</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER! Vilket tal som helst</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Jämnt tal</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Udda tal</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} är udda: entalssiffran är {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} är jämnt: entalssiffran är {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Tal som avrundat till närmaste {unit} blir {value}</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} avrundat till närmaste {unit} blir {got}, inte {value}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>&apos;{text}&apos; är inget tal: skriv bara siffror (och ett decimaltecken för decimaler), tusental utan mellanrum</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} har ett decimaltecken; de här talen är heltal</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} har {got} decimal; de här talen har {decimals} (ner till {place})</numerusform>
            <numerusform>{text} har {got} decimaler; de här talen har {decimals} (ner till {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} har {got} siffra; varje tal här har {dice}, en per tärning</numerusform>
            <numerusform>{number} har {got} siffror; varje tal här har {dice}, en per tärning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} måste ha {decimals} decimal</numerusform>
            <numerusform>{number} måste ha {decimals} decimaler</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>siffrorna i {number} är inte tärningarna {dice}: varje tärning används en gång, som en siffra</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} har siffran {digit}, som ingen tärning visar</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} börjar med 0; ett tal börjar aldrig med 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} sexsidiga tärningar (1 till 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} tiosidiga tärningar (0 till 9); ett tal börjar aldrig med 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} sexsidiga tärningar (1 till 6); talen har {decimals} decimal.</numerusform>
            <numerusform>{count} sexsidiga tärningar (1 till 6); talen har {decimals} decimaler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} tiosidiga tärningar (0 till 9); ett tal börjar aldrig med 0; talen har {decimals} decimal.</numerusform>
            <numerusform>{count} tiosidiga tärningar (0 till 9); ett tal börjar aldrig med 0; talen har {decimals} decimaler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Slå alla tärningarna en gång.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Slå alla tärningarna; spara vilka du vill och slå om de andra en gång till, eller sluta.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Slå alla tärningarna; spara vilka du vill och slå om de andra, upp till {rolls} slag sammanlagt, eller sluta.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Lägg sedan alla tärningarna till ett tal, en siffra per tärning, och skriv det i en ledig ruta vars villkor det uppfyller; eller skriv ett X i valfri ledig ruta. Varje ruta fylls i en gång.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>Till sist går varje rutas poäng till alla som skrev dess största tal (ett X räknas som 0, så där alla skrev X får alla poängen). Flest poäng vinner; vid lika blir det ett avgörande slag: det största talet av ett slag till vinner.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Lärarens regel: läs upp talet innan det skrivs; läraren markerar rätt (R) eller fel (W). Ett felläst tal ger ingen poäng.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutorna</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>ett tal med {digit} på platsen för {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>ett tal vars siffror för {places} har summan {total}</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>ett tal vars siffersumma är {total}</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>ett tal med {count} likadana siffror</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>ett tal som avrundat till närmaste {unit} blir {value}</translation>
    </message>
    <message>
        <source>{label}: {meaning}</source>
        <translation>{label}: {meaning}</translation>
    </message>
</context>
<context>
    <name>Place Value score card</name>
    <message>
        <source>Place Value Yahtzee Score Card</source>
        <translation>Protokoll för Platsvärdes-Yatzy</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Poäng (vunna rutor)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>felläst: ingen poäng</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Skriv ett tal med {digits} siffror eller ett X i varje ruta.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv ett tal med en siffra före decimaltecknet och {decimals} efter, eller ett X, i varje ruta.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv ett tal med {whole} siffror före decimaltecknet och {decimals} efter, eller ett X, i varje ruta.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Om inget tal du kan lägga passar i en ledig ruta, skriv ett X i valfri ledig ruta.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>Till sist jämför ni talen i varje ruta: det största talet ringas in och ger en poäng, och lika stora största tal ger en poäng var. Ett X räknas som 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Läs upp ditt tal: ett felläst tal ger ingen poäng.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>Flest poäng vinner. Elever med lika många slår en gång till: det största talet av det slaget vinner.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinner med {points} poäng.</numerusform>
            <numerusform>{name} vinner med {points} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} har {points} poäng var; {winner} vinner det avgörande slaget och spelet.</numerusform>
            <numerusform>{names} har {points} poäng var; {winner} vinner det avgörande slaget och spelet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
    </message>
</context>
<context>
    <name>PlaceValueCard</name>
    <message>
        <source>{digit} in the {place}</source>
        <translation>{place}: {digit}</translation>
    </message>
    <message>
        <source>{places} = {total}</source>
        <translation>{places} = {total}</translation>
    </message>
    <message>
        <source>digit sum {total}</source>
        <translation>siffersumma {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} lika siffror</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>avrundat till närmaste {unit}: {value}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>joker: valfritt tal</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>jämnt tal</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>udda tal</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: ledig.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledig</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box}: X, räknas som 0; alla skrev X här, lika: inringat, 1 poäng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} skrev X, inringat</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box}: X, räknas som 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} skrev X</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box}: {number}, felläst vid uppläsningen: ingen poäng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} skrev {number}, felläst</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box}: {number}, det största talet här: inringat, 1 poäng.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} skrev {number}, inringat</translation>
    </message>
    <message>
        <source>{box}: {number}.</source>
        <translation>{box}: {number}.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}</source>
        <translation>{box}, {name} skrev {number}</translation>
    </message>
    <message>
        <source>Boxes won</source>
        <translation>Vunna rutor</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Vunna rutor: det största talet i en ruta vinner dess poäng; lika tal vinner den alla; ett X räknas som 0, så en ruta där alla skrev X ger alla poängen; ett felläst tal vinner inget.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Platsen för {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Platsen för {place}: släpp en tärning här; klicka för att ta tillbaka tärningen</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Lägg tärning {die}, som visar {face}</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Lägg tärning {die} ({face}) på nästa tomma plats, eller dra den till en plats</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Ingen kvarvarande tärning visar {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Skriv talet, eller klicka på tärningarna nedan</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Talet</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Skriv siffrorna i ordning; decimaltecken och avgränsare kan utelämnas</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Rensa</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Ta ut alla tärningar ur talet</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Talet med sin gruppering</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledig ruta</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} passar inte i ”{box}”.</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Detta tal</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Störst</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Om talet passar i varje ledig ruta</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Skriv</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Skriv talet i den valda rutan (Enter)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>Skriv X</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Skriv ett X i den valda rutan: det räknas som 0 (Ctrl+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Lägg alla tärningarna till ett tal:</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Skriv talet i rutan som valts på protokollet (Enter); Upp och Ned i talfältet väljer en annan</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Slå tärningarna för att göra ett tal.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Lägg varje tärning på en plats (eller skriv talet).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>inget (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} störst</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>passar inte</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Placera först varje tärning; för att skriva ett X här, tryck på Skriv X (Ctrl+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 till 9 (tiosidiga)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 till 6 (sexsidiga)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>tiomiljontal</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>miljontal</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundratusental</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>tiotusental</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusental</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundratal</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiotal</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>ental</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tiondelar</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundradelar</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusendelar</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>tiotusendelar</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>måste vara ett heltal från 0 till {most}</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>måste ange två eller fler platser</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>varje plats får anges en gång</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>måste vara text</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>tärningar har 6 sidor (1-6) eller 10 (0-9), inte {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>måste vara 1 till {most}, inte {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} sexsidiga tärningar kan falla i {orders} ordningar, för många för datorspelarna att väga (högst {most}: upp till 7 sexsidiga eller 5 tiosidiga tärningar)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} tiosidiga tärningar kan falla i {orders} ordningar, för många för datorspelarna att väga (högst {most}: upp till 7 sexsidiga eller 5 tiosidiga tärningar)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>måste vara 0 till {most} för {dice} tärningar, inte {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>ett kort har 1 till 20 rutor, inte {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} används två gånger</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>de här talen har inga {place}</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>bara ett heltal är jämnt eller udda: de här talen har decimaler</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>de här talen kan inte avrundas till {place}</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>ingen tärning visar {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>ett tal börjar aldrig med 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>de siffrorna kan inte bli {total} tillsammans</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} siffror kan inte bli {total} tillsammans</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>måste vara 2 till {most}, inte {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>inget tal av de här tärningarna avrundas till det</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>A digit in a given place</source>
        <extracomment>the palette: (kind, its name in the form), in the order offered</extracomment>
        <translation>En siffra på en viss plats</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>Två platser som blir ett tal tillsammans</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Alla siffror som blir ett tal tillsammans</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Flera av samma siffra</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker: vilket tal som helst</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>Avrundas till ett tal</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Ett jämnt tal</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Ett udda tal</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>plats</translation>
    </message>
    <message>
        <source>places</source>
        <translation>platser</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>siffra</translation>
    </message>
    <message>
        <source>total</source>
        <translation>summa</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>antal lika</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>avrundat värde</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>Kortet</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal tärningar</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Decimaler</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag per omgång</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>Lärarens regel</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Rutor</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Omöjlig: inget slag kan fylla den</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>varje slag</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>under 0,1 % av slagen</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent} % av slagen</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Fylls av {chance}; bäst {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Ruta {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Ruta {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Plats:</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Siffra:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>och</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Platser:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Summa:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Antal:</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Avrundat till:</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Avrundat:</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>I enheter av platsen som avrundas till: 36 till närmaste heltal, 4 till närmaste tusental (4 000), 525 till närmaste tiondel (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Vilket tal som helst</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Entalssiffran är 0, 2, 4, 6 eller 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Entalssiffran är 1, 3, 5, 7 eller 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>En sort som den här versionen inte känner till</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Text för ruta {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Siffror för ruta {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Flytta ruta {number} uppåt</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Flytta ruta {number} nedåt</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Ta bort ruta {number}</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Ruta {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>heltal</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (inte på det här kortet)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Kortets namn</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Antal siffertärningar</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Tärningarnas sidor</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>Siffer&amp;tärningar:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sidor:</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Decimaler:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>S&amp;lag per omgång:</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Sort av ruta att lägga till</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Lägg till r&amp;uta</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Rutor:</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Ändra ruta {number}</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Vilket tal som helst kan skrivas här</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>Lägg till {kind}</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Flytta ruta {number}</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (siffertärningar)</translation>
    </message>
</context>
<context>
    <name>PlaceValuePresenter</name>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>{first}, {next}</source>
        <translation>{first}, {next}</translation>
    </message>
    <message>
        <source>{first}; then {next}</source>
        <translation>{first}; sedan {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Vem börjar: största summan. {rolls}. {name} börjar.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Lika många rutor, så de slog ett avgörande slag (största talet vinner): {rolls}. {name} vann det avgörande slaget.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>inget tal</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box}: {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tips: spara tärning {dice} och slå igen. Största tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tips: spara inga tärningar och slå igen. Största tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tips: skriv X i {box}. Största tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tips: skriv {number} i {box}. Största tal: {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Tal</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>Datorspelarnas tabeller kunde inte räknas fram</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Slå tärningarna först; ett tips gäller tärningarna på bordet.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Inga tips: de nämner de största talen, som undervisningsinställningarna döljer. Kryssa i &quot;Visa det största tal varje ruta kan få under spelet&quot; i Nytt spel för att tillåta dem.</translation>
    </message>
</context>
<context>
    <name>PlaceValueReview</name>
    <message>
        <source>{box}: X ({chance})</source>
        <translation>{box}: X ({chance})</translation>
    </message>
    <message>
        <source>{box}: {number}, misread (0%)</source>
        <translation>{box}: {number}, felläst (0 %)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box}: {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>Inom parentes: chansen att talet vinner sin ruta mot de tal de andra spelarna brukar skriva där.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>Den starka spelarens val var värt {loss} rutor mer, räknat med vad varje ruta är värd att spara till en senare omgång.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Inga omgångar att granska för den här spelaren.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Varje omgång skrev det den starka spelaren skulle ha skrivit: inget bortgivet på {count} omgång.</numerusform>
            <numerusform>Varje omgång skrev det den starka spelaren skulle ha skrivit: inget bortgivet på {count} omgångar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} omgång; {total} rutor bortgivna mot den starka spelaren. Mest var det i omgång {turn} ({loss} rutor, i {box}).</numerusform>
            <numerusform>{count} omgångar; {total} rutor bortgivna mot den starka spelaren. Mest var det i omgång {turn} ({loss} rutor, i {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Du skrev</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>Den starka spelaren</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Bortgivet</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>bortgivna rutor</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>parti {game}: {value:.2f} bortgivna rutor</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Bortgivna rutor</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Varje omgång, mot vad den starka datorspelaren skulle ha skrivit:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>Med fyra per sida får protokollets {rows} rader inte plats på en fjärdedels sida: skriv ut ett per sida.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>skrivaren, eller filen att skriva ut till, kunde inte öppnas</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>Protokollet tar {pages} sidor: dess {rows} rader får inte plats på en.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;Ok</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Avbryt</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;täng</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Stäng utan att spara</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>every language the app can speak, by code, named in that language the language Qt&apos;s own strings fall back to where Qt ships none (Bokmål: Danish is close; our own file for Qt&apos;s buttons is loaded first, see :func:`install`) Qt&apos;s own button texts (QMessageBox&apos;s and QDialogButtonBox&apos;s standard buttons), in the contexts Qt asks for them, so that our files carry them too: PySide6 ships no Qt translation for Bokmål, and ours is consulted before Qt&apos;s (see :meth:`Language.install`)</extracomment>
        <translation>Ok</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Spara</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Spara allt</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öppna</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja till &amp;allt</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>N&amp;ej till allt</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Försök igen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorera</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Förkasta</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjälp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Verkställ</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nollställ</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Nollställ till standard</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Läs upp talet</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Rätt (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Fel (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Tillbaka (Esc)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Läs upp ditt tal för klassen: {number}.
Lärare: tryck R om det lästes rätt, W om inte.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Skriv de {count} tärningarna, till exempel {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>”{typed}” finns inte på de här tärningarna; de visar {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Ingen av de här tärningarna kan visa ”{typed}” bredvid de andra.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Slå era egna tärningar, skriv vad de visar och tryck på Enter; välj sedan en ruta (en bokstav hoppar dit) och tryck på Enter.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Välj en ruta för de här tärningarna (en bokstav hoppar dit) och tryck på Enter, eller skriv tärningarna igen för att rätta dem.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>till exempel {example}, sedan Enter</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Riktiga tärningar: skriv vad de visar</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Medan {name} var borta spelade en dator %Ln omgång åt {name}: {turns}.</numerusform>
            <numerusform>Medan {name} var borta spelade en dator %Ln omgångar åt {name}: {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Omgång {turn} spelades av en dator medan {name} var borta.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>Siffrorna ovan och diagrammet räknar inte med de omgångarna.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>En omgång som en dator spelade medan spelaren var borta (utelämnad)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>{total:.1f} poäng förlorade totalt.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Förlorat</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>förlorade poäng</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>spel {game}: {value:.1f} poäng förlorade</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutskvalitet</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>Omgångarna:</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>omgång</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Analys — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} kan inte läsas: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} är inget filnamn.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} är ingen fil (en mapp, ett rör eller en enhet).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} är större än {limit} byte, för stor för en regelfil.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} är ingen regelfil: den är inte UTF-8-text.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} är ingen regelfil ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} kan inte användas: {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} är inbyggd; den är vald.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} är redan sparad; den är vald.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} är sparad och vald; Nytt spel visar den från och med nu.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} ersätter den sparade {other}.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} sparas som &apos;{id}&apos; (&apos;{file_id}&apos; är en inbyggd regeluppsättning) och är vald.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} sparas som &apos;{id}&apos; (&apos;{file_id}&apos; är sparad för {other}) och är vald.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>en annan av dina regeluppsättningar heter redan {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>en inbyggd regeluppsättning heter redan {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>ruta {number} heter redan {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>Låt stegen ingå i slaget</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>Låt stegarna ingå i slaget</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>ange sidorna som heltal åtskilda av kommatecken, t.ex. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>ange heltal åtskilda av kommatecken, t.ex. 3, 2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Filen</translation>
    </message>
    <message>
        <source>The file&apos;s version</source>
        <translation>Filens version</translation>
    </message>
    <message>
        <source>The file&apos;s game</source>
        <translation>Filens spel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Tärningar</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal tärningar</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag per omgång</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Sparade slag</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Rutor</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Bonusgräns</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoäng</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Extrabonus för lika</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Ordning</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Vid lika</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>namn</translation>
    </message>
    <message>
        <source>section</source>
        <translation>del</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>sort</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>face</source>
        <translation>sida</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>antal</translation>
    </message>
    <message>
        <source>match</source>
        <translation>krav</translation>
    </message>
    <message>
        <source>group sizes</source>
        <translation>gruppstorlekar</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>olika sidor</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>sidor</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>stegens längd</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>Gränsen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poängen</translation>
    </message>
    <message>
        <source>{field} {problem}</source>
        <translation>{field} {problem}</translation>
    </message>
    <message>
        <source>{field}: {problem}</source>
        <translation>{field}: {problem}</translation>
    </message>
    <message>
        <source>{box}, {field}</source>
        <translation>{box}, {field}</translation>
    </message>
    <message>
        <source>box {number} ({label})</source>
        <translation>ruta {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>ruta {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>Bonusen vid {threshold} kan aldrig nås: rutorna i övre delen ger högst {reachable} tillsammans</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>behöver en ruta där alla tärningar visar samma sida</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>en regeluppsättning har högst en ruta där alla tärningar visar samma sida ({box} är redan en)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>precis slaget kräver en sida för var och en av de {count} tärningarna</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} används redan av {box}</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>sidan {face} har redan en ruta ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>en ruta för en sida räknar tärningarna som visar den sidan (summan av tärningarna som används)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>chans räknar summan av alla tärningar</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>gäller bara fasta poäng, inte {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} tärningar, {rolls} slag per omgång; spara vilka tärningar du vill och slå om de andra. Fyll sedan i tärningarna i en ledig ruta.</numerusform>
            <numerusform>{dice} tärningar, {rolls} slag per omgång; spara vilka tärningar du vill och slå om de andra. Fyll sedan i tärningarna i en ledig ruta.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutorna</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Kortkommandon</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>Utifrån {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (inbyggd)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (ny)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Spara ändringarna i {name}?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Obs: {note}</translation>
    </message>
    <message>
        <source>House Rules – {name}</source>
        <extracomment>the list of rulesets takes at most this share of the window&apos;s width (then names wrap; at 1024 x 768 the boxes table needs the room)</extracomment>
        <translation>Husregler – {name}</translation>
    </message>
    <message>
        <source>House Rules – {name}*</source>
        <translation>Husregler – {name}*</translation>
    </message>
    <message>
        <source>Expected score with best play: {score}</source>
        <translation>Förväntad poäng med bästa spel: {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Förväntad poäng med bästa spel: {score} (jämför med {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Förväntad poäng med bästa spel: {before} → {after}, +{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Förväntad poäng med bästa spel: {before} → {after}, −{change} (mot {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Ungefärligt: {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Exakt utan sparade slag ({value}), plus sparade slag där ett nytt slag lönar sig: Experten får minst så mycket i snitt.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Chans till bonusen: räknar… ({percent} % klart)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Chans till bonusen med bästa spel: {percent} %</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Chans till bonusen: ungefär {percent} % (i {games} simulerade spel där Experten spelar)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Ingen bonus i de här reglerna</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Förväntad poäng med Expertens spel: {score} ± {error} ({games} simulerade spel)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Förväntad poäng med Expertens spel: räknar… {score} ± {error} efter {games} av {total} simulerade spel</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Förväntad poäng: {score} (jämför med {name}: {games} av {total} simulerade spel…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Förväntad poäng med Expertens spel: {before} → {after}, +{change} ± {error} (mot {name}, {games} simulerade spel vardera)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Förväntad poäng med Expertens spel: {before} → {after}, −{change} ± {error} (mot {name}, {games} simulerade spel vardera)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Förväntad poäng: {after} ({after_kind}); {name}: {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>exakt, med bästa spel</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} simulerade spel med Expertens spel</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Förväntad poäng: {score} (jämför med {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Förväntad poäng: {before} → {after}, +{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Förväntad poäng: {before} → {after}, −{change} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Förväntad poäng: {score} ± {error} ({games} spel)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Förväntad poäng: {score} ± {error} efter {games} av {total} spel…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Förväntad poäng: {score} (mot {name}: {games} av {total} spel…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Förväntad poäng: {before} → {after}, +{change} ± {error} (mot {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Förväntad poäng: {before} → {after}, −{change} ± {error} (mot {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} spel</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mitt {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopia av {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Kopia {number} av {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>Ta bort {name}? Spel som redan spelats med dem behåller sina exakta regler i historiken; bara regeluppsättningen erbjuds inte längre för nya spel.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} är borttagen; spel som spelats med den behåller sina regler.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} innehåller regler för {game}, som inte kan göras här.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Historikfilen kunde inte öppnas, så inget kan sparas.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Inget importerades: {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} öppnades men är inte tillagd än: {problem}. Rätta det och välj sedan Spara.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} är importerad.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Inget exporterades: {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} är exporterad.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Regeluppsättningar</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;uplicera</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>&amp;Byt namn…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importera…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportera…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>Spara tomt &amp;protokoll som PDF…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>Ett tomt protokoll för dessa regler, med en kolumn för varje spelare att skriva i, att skriva ut.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Regeluppsättningar (de inbyggda kan inte ändras):</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Problem</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Prova ett slag</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>Regel&amp;hjälp</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Sparat: {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Spara</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>Å&amp;terställ</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gör om</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Osparade ändringar</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Spara ändringarna i de här reglerna?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>En inbyggd regeluppsättning kan inte ändras; Duplicera gör en kopia som kan ändras.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Inga problem: reglerna kan sparas och spelas.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>Regelhjälpen visas när reglerna inte har några problem.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>Reglerna har problem; rätta dem först.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>Ändringarna i {name} kan inte sparas så länge reglerna har problem (visas i formuläret). Kasta dem?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} sparades inte: reglerna har problem; rätta dem först.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>Att spara kräver historikfilen, som inte kunde öppnas.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Spara reglerna för spel</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Förväntad poäng: rätta problemen först</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Förväntad poäng: räknar…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Chans till bonusen: efter den förväntade poängen</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Exakt: den optimala strategin, uträknad för de här reglerna.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Chans till bonusen: räknar…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Byt namn</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nytt namn:</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Ta bort regeluppsättning</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Återställ</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Importera regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regeluppsättningar (*.json);;Alla filer (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Exportera regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regeluppsättningar (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Namn:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinner med {points} poäng.</numerusform>
            <numerusform>{name} vinner med {points} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Slutresultat för {name}: {points} poäng.</numerusform>
            <numerusform>Slutresultat för {name}: {points} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} delar förstaplatsen med {points} poäng.</numerusform>
            <numerusform>{name} delar förstaplatsen med {points} poäng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Summa: allt sammanräknat.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box}: {points} poäng.</numerusform>
            <numerusform>{box}: {points} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name}: {points} poäng</numerusform>
            <numerusform>{box}, {name}: {points} poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box}: inte tillåtet nu. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name}: inte tillåtet nu. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box}: {points} om du fyller i nu.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name}: {points} om du fyller i nu</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: ledig.</translation>
    </message>
    <message>
        <source>{box}, {name}: open</source>
        <translation>{box}, {name}: ledig</translation>
    </message>
    <message>
        <source>{name}: person</source>
        <translation>{name}: person</translation>
    </message>
    <message>
        <source>{name}: person, playing now</source>
        <translation>{name}: person, spelar nu</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name}: dator ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name}: dator ({level}), spelar nu</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Sparar inte: din historik är inte tillgänglig den här gången.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Din historik är inte tillgänglig den här gången: {reason} Du kan spela, men spelen sparas inte.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Din historik kunde inte öppnas ({kind}: {reason}). Du kan spela, men spelen sparas inte.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Ditt pågående spel är öppet i ett annat Yacht Dice-fönster, så det erbjuds inte här.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Du har ett oavslutat spel {rules} ({names}), omgång {turn}. Vill du fortsätta det?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Du har ett oavslutat spel {rules} med riktiga tärningar ({names}), omgång {turn}. Vill du fortsätta det?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Din historik är inte tillgänglig den här gången, så regler kan inte sparas.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Din historik är inte tillgänglig den här gången, så inget kan tas bort.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Din historik är inte tillgänglig, så det finns inga oavslutade spel att visa.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Fortsätt spel</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Nytt spel lägger det åt sidan under Spel ▸ Oavslutade spel; Inte nu sparar det och erbjuder det igen nästa gång.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nytt spel</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>&amp;Inte nu</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Lämna spelet</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Lämna det pågående spelet?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Det sparas under Spel ▸ Oavslutade spel, där du kan fortsätta det.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Det kunde inte sparas, så det går förlorat.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Lämna</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Fortsätt spela</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Vissa inställningar kunde inte läsas och lades undan som {file}; standardvärdena används i stället.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Vissa inställningar kunde inte läsas; standardvärdena används i stället.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Mellanslag eller R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>Slå tärningarna (under datorns tur: skynda på den)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Slå igen från ordfältet (bokstavstärningar)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Tips medan du skriver i ordfältet, där H skriver ett H (bokstavstärningar)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Slå upp ett ord: är det tillåtet i det här spelet? (bokstavstärningar)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Sidor, sedan Retur</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Riktiga tärningar: vad ditt slag visar, inskrivet i dess fält (66625; Mellanslag eller R flyttar tangentbordet dit)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 till 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Spara eller släpp den tärningen</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Upp och Ned</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Gå mellan dina lediga rutor i protokollet</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>En bokstav</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Hoppa till din nästa lediga ruta vars namn börjar med den</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 till Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Hoppa till rutan som namnges med den siffran, eller till den sidans ruta i övre delen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Retur</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Fyll i den valda rutan</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Ångra det du senast sparade eller fyllde i den här omgången</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Tips: det bästa draget och de två nästa (markerar spelet som hjälpt)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nytt spel</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Topplista</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game being played</source>
        <translation>Reglerna för spelet som spelas</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Klassrumsvy: bordet för ett rum eller en projektor</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Skynda på en datorspelare</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Avsluta (spelet sparas)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Ljud är inte tillgängligt: den här installationen av Yacht Dice saknar QtMultimedia (PySide6-Addons). Handboken beskriver hur du lägger till det.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Ljud (inte installerat)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Poäng över tid</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Poängfördelning</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>Var poängen hamnar</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutskvalitet</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>personbästa</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>bäst av alla spelare</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>bäst av alla personer</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} h {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Extra bonuses</source>
        <translation>Extrabonusar</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>optimalt spel {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Bäst: {score} den {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Sämst: {score} den {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>mot {opponent}: vinster {wins}, förluster {losses}, oavgjorda {ties}</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Visar: {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 i {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>Öppna analysen av det här spelet</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>Statistiken kunde inte räknas ut</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Läser din historik för första gången: statistiken visas om ett ögonblick.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Inga spel passar de här filtren. Kryssa i fler under Spel och Tärningar ovan, eller välj alla regler, alla personer eller alla datum.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Inga spel passar de här filtren; med ”{box}” ikryssad skulle {games} spel passa.</numerusform>
            <numerusform>Inga spel passar de här filtren; med ”{box}” ikryssad skulle {games} spel passa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Inga spel passar de här filtren; utan kryss i ”{box}” skulle {games} spel passa.</numerusform>
            <numerusform>Inga spel passar de här filtren; utan kryss i ”{box}” skulle {games} spel passa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Inga spel passar de här filtren; med ”{choice}” valt skulle {games} spel passa.</numerusform>
            <numerusform>Inga spel passar de här filtren; med ”{choice}” valt skulle {games} spel passa.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Inga avslutade spel ännu. Spela ett spel till slut så visas din statistik här: poäng över tid, hur de sprids, var poängen hamnar och hur nära dina val kommer de bästa.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Välj en uppsättning regler ovan för att se, ruta för ruta, ditt medel bredvid optimalt spels.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} Beslutskvalitet visas för spel som har en analys.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Inget spel här har analyserats ännu. Analyser räknas ut i bakgrunden medan det här fönstret är öppet; varje spel analyseras en gång.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>De här spelen har inga egna beslut av spelaren att visa: en dator spelade varje omgång åt spelaren medan hen var borta.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>Bara {game}: välj en uppsättning regler ovan för att se ett annat spels.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Exportera spel som CSV…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Analyserar spel: %v av %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} poäng i {games} spel</numerusform>
            <numerusform>{points} poäng i {games} spel</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Välj en spelare för att se vinster och förluster mot varje motståndare.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Räknas inte här: {games} spel vars resultat inte är poäng (vunna rutor). Välj dess regler för att se det.</numerusform>
            <numerusform>Räknas inte här: {games} spel vars resultat inte är poäng (vunna rutor). Välj deras regler för att se dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Rutan Alla lika</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Speltid</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bäst: —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Sämst: —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Spara som PNG…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>score</source>
        <translation>poäng</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>medel av senaste 50</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>dina spel</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimalt spel</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>ditt medel</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>poäng per spel</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>analyserat spel</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date}: {points} poäng (spel {game})</numerusform>
            <numerusform>{date}: {points} poäng (spel {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>förlorade förväntade poäng</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>medel av senaste 10</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>Spara {chart}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-bild (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Exportera spel</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>Rolls the dice that are not held (Space or R).</source>
        <translation>Slår de tärningar som inte är sparade (Mellanslag eller R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Föreslår det bästa draget (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Ångrar ditt senaste drag (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Låter datorn spela snabbare (Mellanslag).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Spelarna är kolumner, rutorna är rader. Upp och Ned flyttar mellan dina lediga rutor, en bokstav hoppar till nästa ruta som börjar med den, Retur fyller i rutan.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Tryck på en tärnings nummer för att spara eller släppa den.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Platsvärdes-Yatzy spelas mot någon: lägg till en spelare (en dator går bra).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>&amp;Lärarens regel: eleverna läser upp varje tal och läraren bedömer det</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Innan ett tal skrivs läser eleven upp det; läraren trycker R (rätt läst) eller W (fel). Ett felläst tal står kvar på protokollet men ger ingen poäng.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Visa talet i &amp;ord under spelet</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Av: eleverna läser siffrorna själva. I slutet av spelet visas varje tal i ord i alla fall. Medan en elev läser upp enligt lärarens regel visas orden aldrig.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>Visa det &amp;största tal varje ruta kan få under spelet</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Av: att hitta det största talet är elevernas uppgift. I slutet av spelet visas för varje ruta talet som skrevs och det största tärningarna kunde bli.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Det här protokollets fil slår på lärarens regel.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>&amp;Följ skrivbordet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Ljust</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mörkt</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hög kontrast</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>ett drag i Trippel-Yahtzee är en ruta och dess kolumn</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har ingen ruta {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>kolumnerna är ×1, ×2 och ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} i {column} är redan ifylld</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Jokerregel: ett slag med bara {face}:or måste placeras i {box} i en kolumn där den är ledig.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Jokerregel: när {box} är ifylld i varje kolumn måste en ledig ruta i nedre delen ta det här slaget.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Trippel-Yahtzee</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Trippel-Yahtzee, fasta marker</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>Så spelar man</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutorna</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Varje spelare har tre kolumner med Yahtzees tretton rutor: ×1, ×2 och ×3. I varje omgång slår du fem tärningar upp till tre gånger och sparar vilka du vill mellan slagen; sedan fyller du i slaget i valfri ledig ruta i valfri kolumn: 39 omgångar i allt.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Varje kolumn får sin egen bonus (35 poäng vid 63) och räknas ihop för sig; dess summa räknas en, två eller tre gånger, och totalsumman lägger ihop de tre.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>När alla tre Yahtzee-rutorna är ifyllda är en Yahtzee en joker: den måste placeras i sin ruta i övre delen i en kolumn där den är ledig; är ingen ledig, i valfri ledig ruta i nedre delen, som den fyller som om den uppfyllde rutans krav; är ingen ruta i nedre delen ledig heller, i en ledig ruta i övre delen, för noll.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>När alla tre Yahtzee-rutorna har 50 ger varje ytterligare Yahtzee också en bonusmarker: 100 poäng gånger multiplikatorn för kolumnen den fylls i.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>När alla tre Yahtzee-rutorna har 50 ger varje ytterligare Yahtzee också en bonusmarker på 100 poäng, vilken kolumn den än fylls i.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusmarker</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>När alla tre Yahtzee-rutorna har 50: 100 poäng gånger kolumnens multiplikator för varje ytterligare Yahtzee som fylls i där.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>När alla tre Yahtzee-rutorna har 50: 100 poäng för varje ytterligare Yahtzee.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolumnsumma</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>Kolumnens rutor och bonus gånger dess multiplikator, plus dess marker.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Övre delen</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusmarker</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolumnsumma</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player}: {points} ifyllt, {counted} räknas</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player}: {points} om du fyller i nu, {counted} räknas</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player}: {points} om du fyller i nu (joker), {counted} räknas</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: inte tillåtet nu. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledig</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player}: {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} poäng när en kolumns summa i övre delen når {threshold}, räknat i den kolumnen.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>Kolumnens rutor, bonus och marker, summan gånger {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>utom räckhåll</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (tre kolumner)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Välj en ruta i valfri kolumn med piltangenterna och Retur, eller klicka på den.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Slå tärningarna först; sedan kan ett tips säga vad du ska spara.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Tips: spara {dice} och slå igen.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tips: slå alla tärningarna igen.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Tips: fyll i slaget i {place}.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Skriv {count} tärning eller tryck på Slå.</numerusform>
            <numerusform>Skriv {count} tärningar eller tryck på Slå.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>De här tärningarna kan inte provas: {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Extrabonus för det här slaget: {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>t.ex. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Tärningar att prova</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>t.ex. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>S&amp;lå</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Ruta för lika</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ledig</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>ifylld med poäng</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>ifylld med noll</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Ifyllda rutor</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Ruta</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Varför</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Slagets poäng</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Ruta för lika:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Tärningar:</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Ifyllda rutor (bocka för att markera):</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Rätta problemen i reglerna för att prova ett slag.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>tärningar är heltal åtskilda av mellanslag</translation>
    </message>
    <message>
        <source>joker</source>
        <translation>joker</translation>
    </message>
</context>
<context>
    <name>TurnTexts</name>
    <message>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Spelet är slut: {name} vinner</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Spelet är slut: oavgjort, {name} vinner särspelet</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Spelet är slut: {names} och {last} delar segern</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spelar…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Omgång {turn} av {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Nu spelar {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Inga slag kvar – fyll i en ruta</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Slå ({left} kvar)</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Slå ({left} kvar, {saved} sparade)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Starta ett nytt spel med Ctrl+N, eller spela igen från menyn Spel.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Tiden är ute – skriv en nolla</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>Tiden är ute: bara en nolla kan skrivas. Välj en ruta och tryck på Enter.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Tryck på Mellanslag eller Esc för att skynda på datorn.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>Det är {name}s omgång, som spelas vid en annan dator.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Tryck på Mellanslag eller R för att slå.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Inga slag kvar. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Klicka på tärningar eller tryck 1–{dice} för att spara dem; {key} slår igen. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · omgång {turn} av {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Startat</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>Öppet i ett annat fönster</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt åt sidan</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, online</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, riktiga tärningar</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} av {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Ta bort det oavslutade spelet {rules} ({names}) för gott?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Ta bort det oavslutade spelet {rules} ({names}, omgång {turn}) för gott?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Oavslutade spel</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsätt</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Inga oavslutade spel.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Ta bort oavslutat spel</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Det kan inte fortsättas efteråt.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Ta bort</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behåll</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Slå tärningarna upp till tre gånger och spara dem du gillar, fyll sedan i en ruta i ditt protokoll; när alla rutor är ifyllda vinner högsta summan.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>Reglerna; Hjälp ▸ Kortkommandon listar alla tangenter</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Det namnet kan inte användas: {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Välkommen till Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ditt namn</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ditt &amp;namn:</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Spela</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Hoppa över</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>2-bokstavsord</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>3-bokstavsord</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>4-bokstavsord</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>5-bokstavsord</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>6-bokstavsord</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Ett ord</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>Två ord</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Tre ord</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Bara konsonanter</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Bara vokaler</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
    <message>
        <source>Yahtzee Word</source>
        <translation>Yahtzee-ord</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee rules</name>
    <message>
        <source>One word of exactly {count} letters: the letters used.</source>
        <translation>Ett ord på exakt {count} bokstäver: de använda bokstäverna.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Ett ord av tärningarna (valfri längd, varje tärning en gång): de använda bokstäverna.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Två ord av tärningarna (valfri längd, varje tärning en gång): de använda bokstäverna.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Tre ord av tärningarna (valfri längd, varje tärning en gång): de använda bokstäverna.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} ord av tärningarna (valfri längd, varje tärning en gång): de använda bokstäverna.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Alla tärningar konsonanter (Y räknas): {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Alla tärningar vokaler (Y räknas): {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>Valfria ord: alla sju tärningar räknas.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>Valfria ord: de använda bokstäverna.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Ett ord med alla tärningar: {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} bokstavstärningar, {rolls} slag per omgång; spara vilka tärningar du vill. Fyll sedan en ledig ruta med ord av tärningarna (varje tärning högst en gång; jokersidan, *, är valfri bokstav som du väljer och är värd 0). En nolla får skrivas i valfri ledig ruta. Bonus i övre delen: {bonus} vid {threshold} eller mer; när rutan Yahtzee-ord har {points}, ger varje ytterligare ord på sju bokstäver {extra}.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Tärning {die}: {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Tärningarna</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Rutorna</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Övre delen</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Summa</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Summa övre</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Summa nedre</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Yahtzee-bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Totalsumma</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {player} spelade {words}, {points} poäng. {rule}</numerusform>
            <numerusform>{box}: {player} spelade {words}, {points} poäng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} spelade {words} och fick {points} poäng</numerusform>
            <numerusform>{box}, {player} spelade {words} och fick {points} poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} poäng. {rule}</numerusform>
            <numerusform>{box}: {points} poäng. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} fick {points} poäng</numerusform>
            <numerusform>{box}, {player} fick {points} poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledig. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledig</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>Rutorna för 2- till 6-bokstavsord sammanlagt.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} poäng när summan i övre delen når {threshold}.</numerusform>
            <numerusform>{points} poäng när summan i övre delen når {threshold}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summan plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Rutorna i nedre delen sammanlagt.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} för ytterligare ord på sju bokstäver.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Allt sammanlagt.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, inget ännu</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (bokstavstärningar)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Skriv ord (eller klicka på bokstäverna), välj sedan en ruta och tryck på Enter.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>Ordlistan laddas fortfarande; försök igen om en stund.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>Ordlistan kunde inte laddas</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>Ordlistan laddas fortfarande; slå upp ordet om en liten stund.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>Slå upp ett &amp;ord…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>Slå &amp;upp ett ord…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Är det ett ord i det här spelet? Avgör en tvist (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>En &amp;minut per omgång (när tiden är ute blir det en nolla)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>Regelbladets timglas: varje person har en minut per omgång.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>&amp;Familjefilter: ingen får spela ett stötande ord</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Ord på listan över stötande ord godtas inte för någon. Datorspelare spelar dem aldrig, oavsett den här inställningen.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>Orden är engelska: ordlistan och bokstävernas värden följer de engelska reglerna.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Slå tärningarna först; ett tips gäller tärningarna på bordet.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Tips: skriv en nolla i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Tips: fyll i {words} i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Tips: fyll i {box}.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tips: slå om alla tärningar.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>jokersidan</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Tips: spara tärning {die} ({letter}) och slå om de andra.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} fyllde i {box} med {letters}: {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>Tiden tog slut för {player}: 0 i {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Tips: spara tärningarna {dice} ({letters}) och slå om de andra.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Fyll i ord</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} omgång; i de valda rutorna missades {missed}. Mest i omgång {turn} ({loss} i {box}).</numerusform>
            <numerusform>{count} omgångar; i de valda rutorna missades {missed}. Mest i omgång {turn} ({loss} i {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} poäng</numerusform>
            <numerusform>{points} poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} + {bonus} bonus</source>
        <translation>{points} + {bonus} bonus</translation>
    </message>
    <message>
        <source>{box} ({points})</source>
        <translation>{box} ({points})</translation>
    </message>
    <message>
        <source>{box}: {words} ({points})</source>
        <translation>{box}: {words} ({points})</translation>
    </message>
    <message>
        <source>{box}: nothing scores</source>
        <translation>{box}: inget ger poäng</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box}: noll</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>inget ger poäng</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} mer</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>En bokstav efter * är den som jokersidan stod för.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>Det bästa i någon ledig ruta gav {more} mer; en annan ruta kan ändå vara den bättre planen för kommande omgångar.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Inga omgångar att granska för den här spelaren.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>Rutan {box} gav plats för {missed} poäng mer än det som fylldes i.</numerusform>
            <numerusform>Rutan {box} gav plats för {missed} poäng mer än det som fylldes i.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Varje ifyllnad var det bästa rutan tillät: inga missade poäng på {count} omgång.</numerusform>
            <numerusform>Varje ifyllnad var det bästa rutan tillät: inga missade poäng på {count} omgångar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bokstäver</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Du fyllde i</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Bäst i den rutan</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Bäst i någon ruta</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Missat</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>missade poäng</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>spel {game}: {value:.0f} missade poäng</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Missade poäng</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Varje omgång, jämförd med de bästa ord bokstäverna tillät:</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valfri</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
</context>
<context>
    <name>Yahtzee boxes</name>
    <message>
        <source>Ones</source>
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
</context>
<context>
    <name>Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Ettor</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tvåor</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treor</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Fyror</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmor</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Sexor</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Två par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Liten stege</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor stege</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
</context>
<context>
    <name>bookings</name>
    <message>
        <source>{player} booked {words} in {box}: {points}.</source>
        <translation>{player} skrev {words} i {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {box}: {points}.</source>
        <translation>{player} fyllde i {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} skrev {words} i {box}.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} fyllde i {box}.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (felläst)</translation>
    </message>
</context>
<context>
    <name>box kinds</name>
    <message>
        <source>Match</source>
        <translation>Krav</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minst</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>exakt</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>om fler tärningar får visa sidan</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>ingår i slaget</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>precis slaget</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>om slaget måste vara exakt mängden</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sidor</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>sidorna som slaget måste visa</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Längd</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>hur många sidor i följd</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Sida (övre ruta)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Sida</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>sidan vars tärningar räknas</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N lika</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Antal</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>tärningar som visar samma sida</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Grupper av lika tärningar</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Gruppstorlekar</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>tärningar i varje grupp, t.ex. 3, 2 för kåk</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Olika sidor</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>varje grupp visar en annan sida</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Stege</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Alla lika</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chans</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>fasta poäng</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>summan av alla tärningar</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>summan av tärningarna som används</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Tretal</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Fyrtal</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N lika (tärningarna som används)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N lika</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Ett par</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Två par</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Tre par</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Kåk</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Hus (två tretal)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Torn (fyra och två)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Valfria grupper</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupper</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Stege: i följd</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Stege: exakt mängd</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Exakt stege</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Stege: mängd i slaget</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Mängdstege</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Sjuor</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Åttor</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Nior</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Tior</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Elvor</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Tolvor</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}:or</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>kan inte skriva {file}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>kan inte skriva {file}: {reason}; inget skrevs</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>kan inte läsa {file}: {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>texten innehåller ett ensamt surrogattecken, som UTF-8 inte kan koda</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>det är {kind}, inte en vanlig fil</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>den är större än {limit} byte</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>ett filnamn måste vara text</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>inget filnamn angavs, så inget skrevs</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>ett filnamn kan inte innehålla ett NUL-tecken</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>det är namnet på en mapp, inte en fil</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>filen är skrivskyddad</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>en mapp</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>en symbolisk länk</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>en namngiven pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>en enhet</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>en socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>inte en vanlig fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>åtkomst nekad</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken är skrivskyddad</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>dess mapp finns inte</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>en del av sökvägen är en fil, inte en mapp</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>namnet är för långt</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>ett namn måste vara text</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>ett namn får inte vara tomt</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>ett namn får ha högst {limit} tecken</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>ett namn får inte innehålla styrtecken</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spelet är slut</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>slå tärningarna först</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>spelet är slut: dess sista ruta kan inte tas tillbaka</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>inget att ångra: ett slag kan inte tas tillbaka</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>inget att ångra</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>draget av {player} kan inte tas tillbaka: Ångra gäller bara dina egna drag</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>inga slag kvar den här omgången; fyll i en ruta</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>alla tärningar är sparade; släpp en för att slå</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>tärning {die} är sparad och kan inte ändras</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>de här tärningarna slogs här; fyll i en ruta</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>den här omgångens tärningar har skrivits in igen så många gånger som en omgång tillåter; fyll i en ruta</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>inga slag kvar att använda; att spara tärningar ändrar ingenting</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>tärningarna är numrerade 1 till {count}</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>en tärning nämns två gånger</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>de tärningarna är redan de sparade</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>i det här spelet har tärningar sparats och ångrats {moves} gånger, det mesta ett spel får ha: slå eller fyll i</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>i den här omgången har tärningar sparats och ångrats {moves} gånger, det mesta en omgång får ha: slå eller fyll i</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Yahtzee (free joker)</source>
        <translation>Yahtzee (fri joker)</translation>
    </message>
    <message>
        <source>Yatzy</source>
        <translation>Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy</source>
        <translation>Maxi Yatzy</translation>
    </message>
    <message>
        <source>Maxi Yatzy (no saved rolls)</source>
        <translation>Maxi Yatzy (utan sparade slag)</translation>
    </message>
    <message>
        <source>Yacht</source>
        <translation>Yacht</translation>
    </message>
    <message>
        <source>Word Yahtzee</source>
        <extracomment>the dictionary claims are judged against; None means the one handed to :func:`use_dictionary` (the shipped word list, in the app) Family words: claims are judged by the dictionary&apos;s family version (no offensive words) words a saved game booked, accepted whatever the dictionary of the day says: a game read back from the history replays (and goes on) as it was played, when a later word list or Family words would refuse them (lower case; not saved)</extracomment>
        <translation>Word Yahtzee</translation>
    </message>
    <message>
        <source>Yahtzee Words</source>
        <translation>Yahtzee Words</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (4 digits)</source>
        <extracomment>the fields of a card file, at each level; any other is a misspelling (&quot;digt&quot;) or a field of something else, which would otherwise be left out without a word</extracomment>
        <translation>Platsvärdes-Yatzy (4 siffror)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Platsvärdes-Yatzy (3 siffror)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Platsvärdes-Yatzy (6 siffror)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Platsvärdes-Yatzy (decimaler)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Prickade tärningar</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Siffertärningar</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Bokstavstärningar</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Trippel-Yahtzee</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Medel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation>en</translation>
    </message>
    <message>
        <source>two</source>
        <translation>två</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sex</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sju</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>åtta</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nio</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>noll</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>a message</source>
        <extracomment>how deep sentences may stand in one another&apos;s places on the wire a whole number a sentence from another program may hold is below this (JSON&apos;s exact whole numbers; a frame&apos;s size from its 4-byte header is under 2**32); the locale&apos;s number format takes 64-bit numbers, and a sent 2**70 stopped it the most characters a sentence from another program is shown with (a refusal, a goodbye); a sentence made longer than this from what was sent is refused: a template saying a place twice, nested, made 9 KB sent into 289,000 characters shown a word from another program longer than this is given places to break (a 9,000-letter word made the guest&apos;s windows 107,000 px wide)</extracomment>
        <translation>ett meddelande</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>motpartens hälsning</translation>
    </message>
    <message>
        <source>it</source>
        <translation>det</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>motparten skickade en tom ram</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>motparten skickade en ram på {size} byte; högst {most} tillåts</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} var inte JSON som det här programmet tar emot ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} var inte ett JSON-objekt</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} var nästlat djupare än {most} nivåer</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} innehöll fler än {most} värden</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} hade ett fält som inte är tillåtet: {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} saknade fältet {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} hade fel typ för {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>motpartens nyckelutbyte var ogiltigt</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>motpartens hälsning angav ingen protokollversion</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>motpartens hälsning var inte den som den här sidan väntar sig</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>motparten talar version {theirs} av spelets protokoll; den här datorn talar version {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>värden talar version {theirs} av spelets protokoll; den här datorn talar version {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Den här datorn talar version {ours} av spelets protokoll; värden talar version {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>anslutningen fick slut på meddelandenummer</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>motparten skickade en ram som är för kort för att vara förseglad</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>rumskoden stämmer inte</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>ett meddelande ändrades på vägen (det gick inte att verifiera)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>motparten skickade meddelande {number} igen (en uppspelning)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>meddelande {number} kom före meddelande {expected} (i fel ordning)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>motparten bekräftade inte nyckeln</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>motparten skickade en förseglad ram av okänt slag</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>inget skäl angivet</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>motparten läste inte det som skickades ({size} byte väntade)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>motparten skickade fler än {burst} ramar på en gång, snabbare än {rate} i sekunden</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>motparten skickade fler än {burst} byte på en gång, snabbare än {rate} i sekunden</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>motparten skickade ingenting på {seconds} sekunder</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>motparten gick inte med inom {seconds} sekunder</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>värden svarade inte inom {seconds} sekunder</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>anslutningen bröts</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>motparten gick innan den hade gått med</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>värden stängde anslutningen innan den släppte in den här datorn</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} är utestängd efter {count} felaktiga rumskoder</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>rummet har redan {count} anslutningar</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>{count} andra håller på att gå med just nu</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>{count} andra från {address} håller på att gå med just nu</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>Anslutningen till {peer} avslutades: {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>Avvisade {peer}: {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} är utestängd från det här rummet efter {count} felaktiga rumskoder.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Avvisningar som kom för snabbt för att skrivas upp här: {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Kunde inte gå med hos {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Kunde inte nå {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Kunde inte lyssna på port {port}: {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>En rumskod har {shortest} till {longest} tecken av siffrorna 2 till 9 och bokstäverna A till Z utom I, L och O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>det var större än {most} byte</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>det var inte ett rums tillkännagivande</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>dess port, lediga platser eller version låg utanför gränserna</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>dess namn var tomt, längre än {most} tecken eller innehöll styrtecken</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>namnet på dess regler var tomt, längre än {most} tecken eller innehöll styrtecken</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>{count} spel finns redan i listan</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Ignorerade ett tillkännagivande från {host}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Kunde inte lyssna efter spel på port {port}: {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>ett slags tärningar dras av rummet: skicka {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Ångra finns inte i ett spel mellan datorer</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>det sparade rummet har {seats} platser för ett spel med {players} spelare</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>det sparade spelet har ett slag som rummet inte sparade</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>slag {roll} i det sparade spelet är inte det som rummet drar</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} meddelanden avvisades</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>ett meddelande avvisades: {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} gick: {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>plats {seat} är inte platsen för en gäst som är borta</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} är ingen datornivå i {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>en dator spelar på {name}s plats tills {name} är tillbaka</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>det här programmet har redan en plats</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>en ny plats behöver början av sin kedja</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} sitter redan vid bordet: välj ett annat namn</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>rummet har ingen ledig plats</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} satte sig på plats {seat} ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>ingen plats har den biljetten</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} är redan ansluten</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} är tillbaka på plats {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>alla platser är tagna: spelet börjar</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>plats {seat} spelas inte vid den här datorn</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>sätt dig först</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>datorn som ersatte den här platsen spelar klart den här omgången</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>spelet har inte börjat</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spelet är slut</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>det är {player}s omgång, inte {name}s</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>tärningarna kastas</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>inget värde för slag {roll} önskas från den här platsen</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>slag {roll}: {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>inget värde för slag {roll} kom inom {seconds} sekunder</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>spelet kunde inte sparas: {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>spelet är slut: {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (en dator): {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Det finns inget oavslutat spel med värd här att återuppta.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Det finns inget oavslutat spel med värd här att återuppta med id {id}.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>Spel {id} kan inte återupptas.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>värden skickade ett meddelande som avvisades: {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>värdens spel avvisades: {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>värden avvisade: {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>gästen stängde spelet</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>värden stängde rummet</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>värden gick: spelet sparas, och Gå med i ett spel tar tillbaka din plats när värden öppnar rummet igen</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>den här datorn talar rumsversion {ours}; värden talar {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>värden har nu ett annat spel</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>värdens ordlista är version {theirs}; den här datorn har version {ours}, så den kan inte gå med</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} är ingen datornivå i {game}; välj bland {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>värden har inte den här platsens kedja</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>värden skickade bidrag för {count} slag till ett annat antal slag</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>värden skickade drag {number} när drag {expected} stod på tur</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>drag {number} är inget slag men har bidrag</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>drag {number} är inte tillåtet: {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>värden spelade innan spelet började</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>slag {roll} ligger bortom den här platsens kedja</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>värden avslöjade sitt frö innan spelet började</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>värden avslutade spelet i förtid; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>alla {count} slag kontrollerade</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>slag {roll} stämde inte: {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>inget av de {count} slagen kontrollerades: {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>slag {roll} gjordes utan andelen från {name} medan {name} var borta</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>slag {first}–{last} gjordes utan andelen från {name} medan {name} var borta</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>värden har inte avslöjat sitt frö</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>det avslöjade fröet är inte det som värden band sig vid</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>antalet slag med andelar ({given}) är inte spelets antal slag ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>plats {seat} har redan en kedjas början</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>plats {seat}: tagen efter {after} slag</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>en plats gav sin andel två gånger</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>plats {seat} har ingen kedjas början</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>andelen från plats {seat} ligger bortom dess kedja</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>andelen från plats {seat} är inte nästa i dess kedja</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>andelen från plats {seat} utelämnades</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>en sparad tärning ändrades</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>tärning {die} visar {shows}, de utlovade tärningarna säger {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Ger summan av alla tärningar.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Ger {points} poäng.</numerusform>
            <numerusform>Ger {points} poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} sexsidiga tärningar. När det är din tur slår du upp till {rolls} gång; mellan slagen sparar du de tärningar du vill behålla och slår om resten.</numerusform>
            <numerusform>{count} sexsidiga tärningar. När det är din tur slår du upp till {rolls} gånger; mellan slagen sparar du de tärningar du vill behålla och slår om resten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} tärningar med sidorna {faces}. När det är din tur slår du upp till {rolls} gång; mellan slagen sparar du de tärningar du vill behålla och slår om resten.</numerusform>
            <numerusform>{count} tärningar med sidorna {faces}. När det är din tur slår du upp till {rolls} gånger; mellan slagen sparar du de tärningar du vill behålla och slår om resten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Fyll sedan i tärningarna i en ledig ruta, även om det blir en nolla. Varje ruta fylls i en gång; spelet slutar när alla rutor är ifyllda.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Slag som du inte använder sparas, och du får använda dem i senare omgångar.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>Rutorna fylls i ordning uppifrån och ned: varje omgång fyller den första lediga rutan.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Omgångar</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Övre delen</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nedre delen</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonusar</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Att vinna</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label}: {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Exempel: {dice} ger {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Bonus: {points} poäng när övre delen ger sammanlagt {threshold} eller mer.</numerusform>
            <numerusform>Bonus: {points} poäng när övre delen ger sammanlagt {threshold} eller mer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Det motsvarar {count} tärning av varje sida; protokollet visar om du ligger före eller efter normen.</numerusform>
            <numerusform>Det motsvarar {count} tärningar av varje sida; protokollet visar om du ligger före eller efter normen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Extra {box}-bonus: varje ytterligare {box} ger {points} bonuspoäng, så länge {box}-rutan har mer än noll poäng.</numerusform>
            <numerusform>Extra {box}-bonus: varje ytterligare {box} ger {points} bonuspoäng, så länge {box}-rutan har mer än noll poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker: när {box}-rutan är ifylld (även med en nolla) måste ytterligare en {box} placeras i motsvarande ruta i övre delen om den är ledig. Annars får den placeras i valfri ledig ruta i nedre delen, där varje ruta räknas som uppfylld (rutor med fast poäng ger full poäng). Är även nedre delen full placeras den i en ledig ruta i övre delen för noll poäng.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker: när {box}-rutan är ifylld (även med en nolla) får ytterligare en {box} placeras i valfri ledig ruta. Rutor som den inte uppfyller av sig själv (som stegarna) ger full poäng bara om motsvarande ruta i övre delen redan är ifylld; annars noll.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Högst totalsumma vinner.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>Vid lika summa avgör övre delens summa; är även den lika delas segern.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Lika summor delar placeringen.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Exakt {n} tärning som visar samma sida.</numerusform>
            <numerusform>Exakt {n} tärningar som visar samma sida.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Minst {n} tärning som visar samma sida.</numerusform>
            <numerusform>Minst {n} tärningar som visar samma sida.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Ett par: två tärningar med samma sida.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Ett par: två tärningar med samma sida, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Tre tärningar med en sida och två med en annan.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Tre tärningar med en sida och två med en annan, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Fyra tärningar med en sida och två med en annan.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Fyra tärningar med en sida och två med en annan, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>Två par med olika sidor.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>Två par med olika sidor, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>Två par; samma sida får fylla flera grupper.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Två par; samma sida får fylla flera grupper, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Tre par med olika sidor.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Tre par med olika sidor, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Tre par; samma sida får fylla flera grupper.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Tre par; samma sida får fylla flera grupper, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>Två tretal med olika sidor.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>Två tretal med olika sidor, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>Två tretal; samma sida får fylla flera grupper.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Två tretal; samma sida får fylla flera grupper, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida; grupperna har olika sidor.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida; grupperna har olika sidor, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida; samma sida får fylla flera grupper.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Grupper om {sizes} tärningar, varje grupp med en och samma sida; samma sida får fylla flera grupper, utan extra tärningar av samma sida.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} och {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} sidor i följd bland tärningarna (till exempel {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Exakt {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>Tärningarna innehåller {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>Vilket slag som helst; bara tärningar som visar {face} räknas.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Ger {face} poäng per tärning som visar {face}.</numerusform>
            <numerusform>Ger {face} poäng per tärning som visar {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Ger värdet av {count} tärning (den högsta sida som räcker).</numerusform>
            <numerusform>Ger summan av de {count} lika tärningarna (den högsta sida som räcker).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Ger summan av tärningarna i grupperna (de högsta sidor som passar).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Ger summan av stegens tärningar.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Alla {count} tärningarna visar samma sida.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>Vilket slag som helst.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} är redan ifylld.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>Rutorna fylls i uppifrån och ned; {box} kommer först.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Jokerregel: ett slag med bara {face}:or måste placeras i {box} så länge den är ledig.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Jokerregel: ett slag med bara {face}:or måste placeras i motsvarande ruta i övre delen så länge den är ledig.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Jokerregel: när motsvarande ruta i övre delen är ifylld måste en ledig ruta i nedre delen ta det här slaget.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>tärningarna har ingen sida {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>måste vara mellan 1 och antalet tärningar ({count}), inte {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>får inte vara tomt</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>varje grupp behöver minst en tärning</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>grupperna behöver {need} tärningar men det finns bara {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} grupper med olika sidor behöver {groups} sidor; tärningarna har {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>en stege behöver antingen run (en längd) eller faces (en mängd), inte båda</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>gäller bara en stege som anges med sidor</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>en följd behöver minst 2 sidor, inte {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>en följd på {length} behöver minst {length} tärningar</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>tärningarna har inte {length} sidor i följd</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>sidorna måste vara olika</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} sidor behöver minst {count} tärningar</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>en exakt stege måste ange en sida per tärning ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>en ruta för en sida räknar tärningarna som visar den sidan (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>chans räknar summan av alla tärningar (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>gäller bara fasta poäng (fixed), inte {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>måste vara 1–64 gemener, siffror, &apos;-&apos; eller &apos;_&apos; och börja med en bokstav eller siffra</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>måste vara 1–64 gemener, siffror, &apos;-&apos; eller &apos;_&apos;</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>måste vara mellan {low} och {high}, inte {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>att räkna varje slag med de här tärningarna i de här rutorna skulle ta omkring {cost} steg, mer än gränsen på {limit}; använd färre tärningar, sidor eller rutor (eller grupprutor med färre grupper)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>en tärning behöver mellan 2 och {most} sidor</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>sidorna måste vara heltal från 1 till {most}</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>ange sidorna i stigande ordning</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>en regeluppsättning behöver minst en ruta</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>högst {most} rutor</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} används redan av categories[{row}]</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>sidan {face} har redan en ruta (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>en regeluppsättning har högst en all_same-ruta (categories[{row}] är redan en)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>behöver en all_same-ruta att hänvisa till</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>det finns ingen ruta i övre delen som ger den</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} kan aldrig nås: rutorna i övre delen ger högst {reachable} tillsammans</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>får vara högst {limit} tecken</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>får inte ha fler än {limit} accenter på samma bokstav</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>filen är större än {limit} byte</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>filen är inte UTF-8-text</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>förbereder poängtabellerna</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>omgång {turn} av {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klart</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, nästan klart</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, cirka {seconds} s kvar</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, cirka {minutes} min kvar</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>Löser {rules}: {progress}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>{level} computer</source>
        <extracomment>the games counted by where they come from (ORIGINS) and how their dice were thrown (DICE); None: any. Statistics counts games played here, rolled or of real dice (:data:`PLAYED_AT_HOME`) unless asked for others. what Statistics counts unless asked: the games played here, rolled here or with real dice games that &quot;All rules&quot; leaves out because their totals are not points (boxes won): figures of different kinds are never averaged together; their rules show them</extracomment>
        <translation>Dator ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
</context>
<context>
    <name>text</name>
    <message>
        <source>{first} {second}</source>
        <extracomment>where a count stands in a template with plural forms (``%Ln``: written as the locale writes numbers; ``%n``: plain digits) (context, template) of every template with plural forms (see :class:`Numerus`) its first letter is made upper case once translated (it begins a sentence) mark ``source`` for translation under ``context``: ``QT_TRANSLATE_NOOP(context, source)`` (the name ``lupdate`` looks for) is the :class:`Template` itself (~420 at every start: no call between) Unicode&apos;s direction classes that can turn the sentence around a name: right-to-left letters and every explicit embedding, override and isolate</extracomment>
        <translation>{first} {second}</translation>
    </message>
</context>
<context>
    <name>word</name>
    <message>
        <source>{word} is not in the dictionary</source>
        <extracomment>the kinds of refused words the dictionary&apos;s notes name (make_wordlist.py writes them) why a claim&apos;s word is refused, as the claim panel and the command line say it
----------
a word whose sorted letters are the argument, or None</extracomment>
        <translation>{word} finns inte i ordlistan</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} är en förkortning, och reglerna tillåter inga förkortningar</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} är ett egennamn (ett namn), och reglerna tillåter inga egennamn</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} är slang, och reglerna tillåter ingen slang</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} är ett utländskt ord, och reglerna tillåter inga utländska ord</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} är en bokstav, inte ett ord: enbokstavsorden är a, I och O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} står på listan över stötande ord, som Familjefiltret inte godtar i det här spelet</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Ja: {word} är ett ord här.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Ja: {word} är ett ord här, med Familjefiltret av; det står på listan över stötande ord, så datorspelare spelar det aldrig.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Nej: {word} finns inte i ordlistan.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Nej: {word} är en förkortning, och reglerna tillåter inga förkortningar.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Nej: {word} är ett egennamn (ett namn), och reglerna tillåter inga egennamn.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Nej: {word} är slang, och reglerna tillåter ingen slang.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Nej: {word} är ett utländskt ord, och reglerna tillåter inga utländska ord.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Nej: {word} är en bokstav, inte ett ord: enbokstavsorden är a, I och O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Nej: {word} står på listan över stötande ord, som Familjefiltret inte godtar i det här spelet.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Nej: {word} har {letters} bokstäver; tärningarna bildar ord på högst {longest} bokstäver.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Nej: {word} har tecken som inte är bokstäver; ord består bara av bokstäverna A till Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Skriv ett ord för att slå upp det.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Slå upp ett ord i taget (inga mellanslag).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>skriv en * före bokstaven som jokersidan står för, som i ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} slutar med *: skriv bokstaven som jokersidan står för efter den, som i ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} är inte ett ord: bara bokstäverna a–z får användas</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>orden använder jokersidan (för {letter}) och ingen tärning visar jokersidan</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>bokstaven {letter} finns inte på tärningarna</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>orden använder {letter} två gånger men bara {have} tärning visar den: en tärning får bara användas en gång</numerusform>
            <numerusform>orden använder {letter} två gånger men bara {have} tärningar visar den: en tärning får bara användas en gång</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>orden använder {letter} {count} gånger men bara {have} tärning visar den: en tärning får bara användas en gång</numerusform>
            <numerusform>orden använder {letter} {count} gånger men bara {have} tärningar visar den: en tärning får bara användas en gång</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>orden använder jokersidan två gånger men bara {have} tärning visar den: en tärning får bara användas en gång</numerusform>
            <numerusform>orden använder jokersidan två gånger men bara {have} tärningar visar den: en tärning får bara användas en gång</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>orden använder jokersidan {count} gånger men bara {have} tärning visar den: en tärning får bara användas en gång</numerusform>
            <numerusform>orden använder jokersidan {count} gånger men bara {have} tärningar visar den: en tärning får bara användas en gång</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} har {count} bokstav; rutan {box} kräver ett ord på {size} bokstäver</numerusform>
            <numerusform>{word} har {count} bokstäver; rutan {box} kräver ett ord på {size} bokstäver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>rutan {box} tar {size} ord, inte {count}</numerusform>
            <numerusform>rutan {box} tar {size} ord, inte {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>rutan {box} är redan ifylld</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>rutan {box} tar ett ord, inte {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>rutan {box} tar inga ord (bara ett ord av alla {count} bokstäver, för Yahtzee-bonusen)</translation>
    </message>
</context>
</TS>
