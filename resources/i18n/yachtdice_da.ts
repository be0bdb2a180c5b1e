<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} fik {points} i {box}. Nu spiller {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} fik {points} i {box}. Spillet er slut.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Slog {faces}. Ingen slag tilbage.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Slog {faces}. {left} slag tilbage.</numerusform>
            <numerusform>Slog {faces}. {left} slag tilbage.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Terning {die} holdt.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Terning {die} sluppet.</translation>
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
        <translation>Navn</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Del</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Slags</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Indstillinger</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Tælles</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Højest</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Reglen i ord</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>øverst</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>nederst</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>ikke {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>Regnes ud: disse terninger giver for mange slag til at score hvert felt med det samme, så de højeste point kommer sammen med det forventede antal point.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spillere:</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>S&amp;tor skrift: feltnavne i 15 pt, høje rækker</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Fire blokke på en side, med linjer at klippe langs</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>Sort-&amp;hvid</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Som sædvanligt her ({paper})</translation>
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
        <translation>P&amp;apir:</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>Med fire på en side bliver en blok, der er for lang til en kvart side, ikke udskrevet, og vinduet siger det.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>En blok, der er for lang til én side, fortsætter på en side mere, og vinduet siger det.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} blok.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Gem blokken som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>Blokken blev ikke gemt: {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Blokken blev gemt som {file}.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Udskriv blokken</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>Blokken blev ikke udskrevet: {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Blokken blev udskrevet til {file}.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Gem…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Udskriv…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word}: står i ordbogen</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word}: står i ordbogen — terninger {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word}: {problem} — terninger {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>Jokersiden står for {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} Yahtzee-bonus)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Skriv et ord til dette felt.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Tilføj bogstavet på terning {die}</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Tilføj jokersidens bogstav (terning {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Tilføj bogstavet {letter} (terning {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Skriv engelske ord; * og et bogstav for jokersiden (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Ord der skal skrives</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Ord adskilt af mellemrum, med store eller små bogstaver. For jokersiden skriver du * og det bogstav, den står for (ca*t), eller klikker på romben.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Bogstavet, jokersiden står for</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>Bogstavet, jokersiden står for, når du klikker på den (0 point værd)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Næste ord</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Begynd på et nyt ord</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Fjern alle ord</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Tjek mod ordbogen</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Skriv {count} ord til dette felt.</numerusform>
            <numerusform>Skriv {count} ord til dette felt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledigt felt</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Med disse ord</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Hvad hvert ledigt felt ville give</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Skriv ind</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Skriv ordene i det valgte felt (Enter)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Skriv et nul</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Stryg det valgte felt i denne tur: det giver 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Ord:</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>Jokersiden &amp;er</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Ord spillet indtil nu, nyeste først</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Spillet indtil nu (nyeste først):</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>Tiden er gået: nu kan du kun skrive et nul.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Slå med terningerne for at danne ord.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Ingen ord endnu.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>Tiden er gået: nu kan du kun skrive et nul. Vælg et felt, og tryk på Enter (eller Skriv et nul).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (tiden er gået)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>Sekssidede (1-6)</translation>
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
        <translation>Egne sider</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Et nyt slag med ens terninger tælles som ethvert andet slag.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Tvungen</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Et nyt slag med ens terninger skal skrives i sit felt i øverste del, hvis det er ledigt; ellers tæller ethvert felt i nederste del det som opfyldt.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Fri</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Et nyt slag med ens terninger må skrives i ethvert ledigt felt; det tæller som opfyldt, når dets felt i øverste del er udfyldt.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Ethvert felt, i vilkårlig rækkefølge</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>Oppefra og ned, i rækkefølge</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Lige summer deler pladsen</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>Højest i øverste del vinder</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Valgt felt: {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>Tilføj {box}</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>Fjern {box}</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>Flyt {box}</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>Ret {box}</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (øverst)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>&amp;Brug normen {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Regelsættets navn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal terninger</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Terningernes sider</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>f.eks. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag pr. tur</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Ubrugte slag gemmes til senere ture</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Grænse for bonus</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoint</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>&amp;Brug normen</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Sæt grænsen til normen: tre terninger af hver værdi i øverste del med fem terninger, fire med seks</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Ekstrabonus for ens, point</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Rækkefølge for udfyldning</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Ved lighed</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sider:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>S&amp;lag pr. tur:</translation>
    </message>
    <message>
        <source>at</source>
        <translation>ved</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>giver</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>E&amp;kstrabonus for ens:</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Ekstrabonus </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>&amp;Rækkefølge:</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>Ved l&amp;ighed:</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Felt at tilføje</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Tilføj felt</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Fjern</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Flyt &amp;op</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Flyt &amp;ned</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Flyt det valgte felt (Ctrl+Op)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Flyt det valgte felt (Ctrl+Ned)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>F&amp;elter:</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Valgt felt: intet</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Gemte slag</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Bonusgrænse</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Bonuspoint</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Ekstrabonus</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Rækkefølge</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Bonus til</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Bonus fra</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Brug normen</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Denne slags felt har ingen indstillinger.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Terning {number}: ikke slået endnu</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Slå først.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Terning {number}: {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Terning {number}: {face}, holdt</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Klik eller tryk {number} for at holde den.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Klik eller tryk {number} for at slippe den.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>HOLDT</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>cifferet {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1.</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}.</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (delt)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Du fik {total} point.</numerusform>
            <numerusform>Du fik {total} point.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Delt sejr: {first} og {second} med {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Delt sejr: {names} og {last} med {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} vinder med {total}!</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Ny rekord i {rules}: {name}, {score}!</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>{name}s {score} er nummer {rank} på toplisten for {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Spil &amp;igen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Gennemgang…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} findes allerede. Vil du erstatte den?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Filen i {folder} erstattes af den nye.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstat</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>Seneste {days} dag</numerusform>
            <numerusform>Seneste {days} dage</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Også computere</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Kun uden hjælp</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Spiller:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periode:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spil:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Terninger:</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regler</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Alle personer</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle datoer</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Tilpasset…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>alle regler</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>alle personer</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} til {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>fra {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>til {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>alle datoer</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>computere medregnet</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>kun personer</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · kun spil uden hjælp</translation>
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
        <translation>ingen spil</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>spillet her</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>indlæste</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importerede</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>terninger slået her</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>rigtige terninger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Dette spil blev spillet med et spil, som denne version ikke kender: ingen gennemgang.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>{game} har ingen gennemgang.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>Tiden er gået: vælg et felt til et nul.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>Tiden er gået, {player}: vælg et felt til et nul.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>start et spil først</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>terningerne ruller stadig</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} spiller</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Dit spil kunne ikke gemmes: {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>det er rigtige terninger: skriv, hvad de viser</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} spiller om {seconds} s: Fortryd (Ctrl+Z) tager dit træk tilbage.</translation>
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
        <translation>Computer – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} har ingen tips.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Det, spillet skal bruge, indlæses stadig; prøv igen om et øjeblik.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Det, spillet skal bruge, kunne ikke indlæses</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Vælg et felt med piletasterne og Enter, eller klik på det.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Mellemrum</translation>
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
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Noter</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>med hjælp</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>indlæst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importeret</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>rigtige terninger</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Slået her</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Rigtige terninger</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Alle terninger</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Dette spil blev spillet med rigtige terninger ved bordet og tastet ind.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Dette spil blev spillet online, med terninger slået på tværs af computere.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} brugte fortryd eller tip i dette spil.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Dette spil blev importeret fra en historikfil, det blev ikke spillet på denne computer.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Dette spil blev indlæst fra en fil (yachtdice-cli record), det blev ikke spillet på denne computer.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Ingen færdige spil med disse regler endnu.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>Historikken er ikke tilgængelig lige nu.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Ingen spil med disse regler er spillet på denne computer endnu; sæt kryds ved »Medtag importerede og indlæste spil« for at se de andre.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Topliste</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Kun point uden &amp;fortryd eller tip</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>Medtag &amp;computerspillere</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>Medtag &amp;importerede og indlæste spil</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Spil, der ikke er spillet på denne computer: importeret fra en historikfil eller indlæst fra en fil. De er markeret sådan i noterne.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regler:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Slå terningerne først; så kan et tip sige, hvad du skal holde.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Regner det bedste spil ud for disse regler…</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spillere og point</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Noter</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>med hjælp</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>indlæst</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>importeret</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>rigtige terninger</translation>
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
        <translation>{name} {total} (vandt ved afgørelse)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Ingen færdige spil endnu.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Ingen spil passer til disse filtre. Prøv alle regler, alle personer, alle datoer eller Også computere.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>Viser {count} spil: {filters}</numerusform>
            <numerusform>Viser {count} spil: {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>Viser de {shown} nyeste af {count} spil: {filters}</numerusform>
            <numerusform>Viser de {shown} nyeste af {count} spil: {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Vælg et spil at gennemgå.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>Gennemgå beslutningerne i det valgte spil</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Slet spil</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Slet spillet {rules} fra {when} ({players}) for altid?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>Dets point forsvinder fra Toplisten og Statistikken; det kan ikke gendannes.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historik</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Hvad hver spiller udfyldte i det valgte spil</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Gennemgå…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slet…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>Det valgte spil, runde for runde:</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Gem blokken som &amp;PDF…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Runde {turn}, spillet af en computer, mens {name} var væk: {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Runde {turn}: {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Dette spil kan ikke vises runde for runde: {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Vær vært for et spil</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Vælg regler og pladser. Gæster deltager fra deres egne computere med rumkoden, som det næste vindue viser.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Andre &amp;personer ved denne computer:</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Computere:</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Gæster (ledige pladser):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Start rummet</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Deltag i et spil</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Spil på dette netværk:</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adresse:port</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Vært:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Rum&amp;kode:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Deltag</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host}: {rules}, i gang, på {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host}: {rules}, ledige pladser: {open}, på {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>Spillet er begyndt: kun dets egne gæster deltager igen, hver på sin plads.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>Værten spiller {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>angiv værten som adresse:port</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Forbinder…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} spiller {rules}. Venter på, at alle pladser bliver taget…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>forbindelsen til værten er væk: deltag igen</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – {host}s spil</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Forlad spillet</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Forlade spillet? Spillet med {names} er ikke slut.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Din plads gemmes: Deltag i et spil tager den tilbage med den samme rumkode.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>&amp;Forlad spillet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>jokersiden, {value} værd</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>bogstavet {letter}, {value} værd</translation>
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
        <translation>Vært for et spil</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>Spillet fortsætter, hvor det var; gæsterne tager deres pladser igen med den samme rumkode.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Giv de andre denne rumkode:</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Gæster på dette netværk finder rummet under Deltag i et spil; gæster andre steder skriver {address}.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Pladser:</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Hvad rummet siger:</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Start (computere tager de ledige pladser)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (væk: en computer spiller)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>Lad en &amp;computer spille for {name}, til vedkommende er tilbage, på:</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} er væk: rummets vindue kan lade en computer spille for vedkommende.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – vært for {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Alle gæster bliver afbrudt. Spillet gemmes: Spil ▸ Ufærdige spil åbner rummet igen, og gæsterne deltager med den samme rumkode.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Alle gæster bliver afbrudt, og spillet kan ikke fortsættes: denne computers historik er ikke åben.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Luk rummet</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>Lukke rummet? Spillet med {names} er ikke slut.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>&amp;Luk rummet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Tilbageblik: hvad terningerne kunne blive til</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Hvis blok</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Skrevet</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Størst</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Hvert felt: tallet, der blev skrevet, og det størst mulige</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>I ord</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>intet (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} fejllæst</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} skrev {number} ({words}): intet tal, terningerne gav, passede i feltet.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}): det størst mulige med de terninger.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}): det størst mulige med de terninger var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} skrev {number} ({words}) og læste forkert: intet tal, terningerne gav, passede i feltet.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} skrev {number} ({words}) og læste forkert: det størst mulige med de terninger.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev {number} ({words}) og læste forkert: det størst mulige med de terninger var {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} skrev X: intet tal, terningerne gav, passede i feltet.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} skrev X: det størst mulige med de terninger.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} skrev X: det størst mulige med de terninger var {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Slå et ord op</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Er det et ord i dette spil? Skriv ét ord:</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Ord at slå op</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Slå op</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Svar</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Ordbogen: almindelige engelske ord i amerikansk og britisk stavning, uden forkortelser, egennavne, slang og fremmedord. Familiefilteret er slået til: stødende ord afvises.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Ordbogen: almindelige engelske ord i amerikansk og britisk stavning, uden forkortelser, egennavne, slang og fremmedord. Familiefilteret er slået fra: personer må spille stødende ord; computere gør det aldrig.</translation>
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
        <translation>{minutes}:{seconds} tilbage af turen</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Gemmer ikke: {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} har ingen gennemgang.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Beregner det bedste spil for {rules} for at gennemgå spillet…</translation>
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
        <translation>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Pladsværdi-Yatzy og dine egne husregler, talt nøjagtigt. MIT-licens.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>Det bedste træk og de to næste, fra strategimotoren (H). Bruges det, markeres spillet som hjulpet.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Skynd på (Mellemrum)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Besked</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Tid tilbage af turen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Spil &amp;igen</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>&amp;Ufærdige spil…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>Top&amp;liste…</translation>
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
        <translation>&amp;Udskriv blokken…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Gem blokken som P&amp;DF…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Klasseværelse</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>Spillebordet til visning foran klassen: blokken, terningerne og hvis tur det er, så stort som vinduet tillader (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Fuld skærm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Indstillinger</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationshastighed</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Hurtig</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Fra</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Lyd</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Tema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastaturgenveje</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>Spillet kunne ikke gennemgås</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>Statistikken kræver historikken, som ikke kan åbnes.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>&amp;Skrivebordets sprog</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>&amp;Vær vært for et spil…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>D&amp;eltag i et spil…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>Onlinerum&amp;met…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Et par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>3 par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>3 ens</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>4 ens</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>5 ens</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Lille straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Fuld straight</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tårn</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
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
        <translation>udfyld {box}</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>hold {dice}</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>slå alle om</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Spiller {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Navn på spiller {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Spiller {number} er</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(fjernet)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Fjern</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gendan</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Fjern denne spiller</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Gendan denne spiller</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Spiller {number}: {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>Andre regler er allerede gemt som &apos;{id}&apos; ({old}). Erstat dem med filens {new}?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Behold begge gemmer filens regler som &apos;{id}&apos;. Spil, der allerede er spillet, beholder deres nøjagtige regler under alle omstændigheder.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} er gemt som &apos;{id}&apos; og valgt.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} kunne ikke gemmes: {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} er slettet.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>Slet {rules}?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Med rigtige terninger er hver spiller en person ved bordet: gør spiller {number} til en person.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Rediger…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>N&amp;y…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>&amp;Åbn fil…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Åbn en regelfil til enhver slags spil, for eksempel en lærers egen pladsværdiblok: den kontrolleres, gemmes og vises her fra da af.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slet…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regler:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>&amp;Tilføj spiller</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Start</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Spillere (1 til 8):</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>Rigtige terninger ved &amp;bordet: skriv, hvad de viser</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Slå jeres egne terninger, og skriv eller klik, hvad de viser; blokken udregner point, med tip, fortryd og gennemgang, og spillet gemmes som et spil med rigtige terninger.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Slet disse gemte regler; spil, der allerede er spillet med dem, beholder dem.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Indbyggede regler kan ikke slettes.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Åbn regelfil</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regelfiler (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Erstat</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>Behold &amp;begge</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Intet blev åbnet.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Slet regler</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Spil, der allerede er spillet med dem, beholder deres nøjagtige regler i historikken.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
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
        <translation>Computeren spiller som {level}, til dens strategi er klar.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Et spil over nettet fortsætter til enden: vær vært for eller deltag i et andet fra Spil-menuen i hovedvinduet.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Fortryd findes ikke i et spil mellem computere.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (her)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>ledig plads</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (hos værten)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (forbundet)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (væk)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>Terningerne kontrolleres…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>et valg i terningspillet er et felts id</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har intet felt {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} er allerede udfyldt</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Øverste del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nederste del</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} point, når summen øverst er {threshold} eller mere.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>I alt øverst</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>I alt nederst</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} point for hver yderligere {box}: sæt kryds her.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus for ens</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Giver {points} point</numerusform>
            <numerusform>Giver {points} point</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Summen af alle terninger</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Læg kun terningerne med {face} sammen</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Læg terningerne i den sammen</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Giver {points} ved {threshold} eller mere</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} point for hvert yderligere slag, hvor alle terninger viser det samme: sæt kryds her.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øverste del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nederste del</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>I alt øverst</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>I alt nederst</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus for ens</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} point. {rule}</numerusform>
            <numerusform>{box}: {points} point. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player}: {points} point</numerusform>
            <numerusform>{box}, {player}: {points} point</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box}: ikke tilladt nu. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: ikke tilladt nu. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box}: {points}, hvis du skriver nu. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player}: {points}, hvis du skriver nu</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box}: {points}, hvis du skriver nu (joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player}: {points}, hvis du skriver nu (joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledigt. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledigt</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>Felterne i øverste del lagt sammen.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summen plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Felterne i nederste del lagt sammen.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} for yderligere {box}-slag.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alt lagt sammen.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} af {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, uden for rækkevidde</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, intet endnu</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} point, når summen i øverste del når {threshold}.</numerusform>
            <numerusform>{points} point, når summen i øverste del når {threshold}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det er {points} point foran normen (en lige stor andel for hver værdi).</numerusform>
            <numerusform>{tip} Det er {points} point foran normen (en lige stor andel for hver værdi).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Det er {points} point bagud i forhold til normen (en lige stor andel for hver værdi).</numerusform>
            <numerusform>{tip} Det er {points} point bagud i forhold til normen (en lige stor andel for hver værdi).</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>uden for rækkevidde</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Uden for rækkevidde: {sum} indtil nu, og de ledige felter i øverste del kan højst give {possible}.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} {sum} indtil nu; der mangler {needed}.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} Det er præcis på normen (en lige stor andel for hver værdi).</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>Forbereder Eksperten til {rules}: den spiller, så snart dens strategi er klar.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Lige summer blev afgjort af den øverste del, som disse regler siger.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Tip: {move} (forventet slutscore {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Tip: {move} (forventet slutscore {score}); derefter {others}.</translation>
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
        <translation>{hint} (Omtrentligt: disse regler er for store til at løse.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} ({left} tilbage)</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Forventet slutscore: {best:.1f} med det bedste træk, {yours:.1f} med dit (point, der endnu kommer).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Ingen beslutninger at gennemgå for denne spiller.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Perfekt spil: din ene beslutning var den bedste.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spil: din ene beslutning var den bedste (omtrentligt: disse regler er for store til at løse).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Perfekt spil: hver eneste af {count} beslutninger var den bedste.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfekt spil: hver eneste af {count} beslutninger var den bedste (omtrentligt: disse regler er for store til at løse).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslutning; {total:.1f} forventede point tabt i alt. Den dyreste beslutning var i runde {turn} ({loss:.1f} point).</numerusform>
            <numerusform>{count} beslutninger; {total:.1f} forventede point tabt i alt. Den dyreste beslutning var i runde {turn} ({loss:.1f} point).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslutning; {total:.1f} forventede point tabt i alt (omtrentligt: disse regler er for store til at løse). Den dyreste beslutning var i runde {turn} ({loss:.1f} point).</numerusform>
            <numerusform>{count} beslutninger; {total:.1f} forventede point tabt i alt (omtrentligt: disse regler er for store til at løse). Den dyreste beslutning var i runde {turn} ({loss:.1f} point).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Du valgte</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bedst</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>tabte forventede point</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>tabte point</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>spil {game}: {value:.1f} forventede point tabt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>De dyreste beslutninger:</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Tal med 3 på pladsen for hundreder</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Tal med 5 på pladsen for enere</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Tal med 2 på pladsen for tiere</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Tal med 6 på pladsen for tusinder</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Tal, hvis cifre for tusinder og enere giver 9 tilsammen</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Tal, hvis tværsum er 13</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Tal med to ens cifre</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Tal med tre ens cifre</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Et hvilket som helst tal kan skrives her</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Læg terningerne sammen til et tal (klik på dem eller skriv det), og vælg så et felt.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>timillioner</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millioner</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundredtusinder</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>titusinder</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusinder</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundreder</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>enere</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tiendedele</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundrededele</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusindedele</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>titusindedele</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>timillion</translation>
    </message>
    <message>
        <source>million</source>
        <translation>million</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>hundredtusind</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>titusind</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>tusind</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>hundrede</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tier</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>hele tal</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>tiendedel</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>hundrededel</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>tusindedel</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>titusindedel</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>feltet &apos;{box}&apos; er allerede udfyldt</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>lærerens regel gælder: læreren markerer, om tallet blev læst rigtigt op</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Tal med {digit} på pladsen for {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} har {got}, ikke {digit}, på pladsen for {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Tal, hvis cifre for {places} giver {total} tilsammen</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>cifrene for {places} i {number} giver {got}, ikke {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Tal, hvis tværsum er {total}</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>tværsummen af {number} er {got}, ikke {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Tal med {count} ens cifre</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} har ikke {count} ens cifre</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER! Et hvilket som helst tal</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Lige tal</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Ulige tal</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} er ulige: enercifferet er {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} er lige: enercifferet er {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Tal, der afrundet til nærmeste {unit} giver {value}</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} afrundet til nærmeste {unit} giver {got}, ikke {value}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>&apos;{text}&apos; er ikke et tal: skriv kun cifre (og et decimaltegn for decimaler), tusinder uden skilletegn</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} har et decimaltegn; disse tal er hele tal</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} har {got} decimal; disse tal har {decimals} (ned til {place})</numerusform>
            <numerusform>{text} har {got} decimaler; disse tal har {decimals} (ned til {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} har {got} ciffer; hvert tal her har {dice}, ét pr. terning</numerusform>
            <numerusform>{number} har {got} cifre; hvert tal her har {dice}, ét pr. terning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} skal have {decimals} decimal</numerusform>
            <numerusform>{number} skal have {decimals} decimaler</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>cifrene i {number} er ikke terningerne {dice}: hver terning bruges én gang, som ét ciffer</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} har cifferet {digit}, som ingen terning viser</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} begynder med 0; et tal begynder aldrig med 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} sekssidede terninger (1 til 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} tisidede terninger (0 til 9); et tal begynder aldrig med 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} sekssidede terninger (1 til 6); tallene har {decimals} decimal.</numerusform>
            <numerusform>{count} sekssidede terninger (1 til 6); tallene har {decimals} decimaler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} tisidede terninger (0 til 9); et tal begynder aldrig med 0; tallene har {decimals} decimal.</numerusform>
            <numerusform>{count} tisidede terninger (0 til 9); et tal begynder aldrig med 0; tallene har {decimals} decimaler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Slå alle terningerne én gang.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Slå alle terningerne; behold dem, du vil, og slå de andre om én gang til, eller stop.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Slå alle terningerne; behold dem, du vil, og slå de andre om, op til {rolls} slag i alt, eller stop.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Læg så alle terningerne sammen til ét tal, ét ciffer pr. terning, og skriv det i et ledigt felt, hvis betingelse det opfylder; eller skriv et X i et hvilket som helst ledigt felt. Hvert felt udfyldes én gang.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>Til sidst går hvert felts point til alle, der skrev dets største tal (et X tæller som 0, så hvor alle skrev X, får alle pointet). Flest point vinder; ved lighed slås et afgørende slag: det største tal af ét slag mere vinder.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Lærerens regel: læs tallet højt, før det skrives; læreren markerer rigtigt (R) eller forkert (W). Et fejllæst tal giver intet point.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Felterne</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>et tal med {digit} på pladsen for {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>et tal, hvis cifre for {places} giver {total} tilsammen</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>et tal, hvis tværsum er {total}</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>et tal med {count} ens cifre</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>et tal, der afrundet til nærmeste {unit} giver {value}</translation>
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
        <translation>Pladsværdi-Yatzy-blok</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Point (vundne felter)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>fejllæst: intet point</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Skriv et tal med {digits} cifre eller et X i hvert felt.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv et tal med ét ciffer før decimaltegnet og {decimals} efter, eller et X, i hvert felt.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Skriv et tal med {whole} cifre før decimaltegnet og {decimals} efter, eller et X, i hvert felt.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Hvis intet tal, du kan lægge, passer i et ledigt felt, så skriv et X i et hvilket som helst ledigt felt.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>Til sidst sammenligner I tallene i hvert felt: det største tal får en ring og giver et point, og lige store største tal giver et point hver. Et X tæller som 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Læs dit tal højt: et fejllæst tal giver intet point.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>Flest point vinder. Elever med lige mange slår én gang til: det største tal af det slag vinder.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinder med {points} point.</numerusform>
            <numerusform>{name} vinder med {points} point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} har {points} point hver; {winner} vinder det afgørende slag og spillet.</numerusform>
            <numerusform>{names} har {points} point hver; {winner} vinder det afgørende slag og spillet.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
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
        <translation>tværsum {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} ens cifre</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>afrundet til nærmeste {unit}: {value}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>joker: frit tal</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>lige tal</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>ulige tal</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: ledigt.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledigt</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box}: X, tæller som 0; alle skrev X her, uafgjort: med ring, 1 point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} skrev X, med ring</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box}: X, tæller som 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} skrev X</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box}: {number}, fejllæst ved oplæsningen: intet point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} skrev {number}, fejllæst</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box}: {number}, det største tal her: med ring, 1 point.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} skrev {number}, med ring</translation>
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
        <translation>Vundne felter</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Vundne felter: det største tal i et felt vinder dets point; lige store tal vinder det alle; et X tæller som 0, så et felt, hvor alle skrev X, giver alle pointet; et fejllæst tal vinder intet.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Pladsen for {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Pladsen for {place}: slip en terning her; klik for at tage terningen tilbage</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Læg terning {die}, der viser {face}</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Læg terning {die} ({face}) på næste tomme plads, eller træk den hen på en plads</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Ingen tilbageværende terning viser {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Skriv tallet, eller klik på terningerne nedenfor</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Tallet</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Skriv cifrene i rækkefølge; decimaltegn og skilletegn kan udelades</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Tag alle terninger ud af tallet</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Tallet med sin gruppering</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Ledigt felt</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} passer ikke i »{box}«.</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Dette tal</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Størst</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Om tallet passer i hvert ledigt felt</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Skriv</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Skriv tallet i det valgte felt (Enter)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>Skriv X</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Skriv et X i det valgte felt: det tæller som 0 (Ctrl+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Læg alle terningerne sammen til ét tal:</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Skriv tallet i feltet, der er valgt på blokken (Enter); Op og Ned i talfeltet vælger et andet</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Slå terningerne for at lave et tal.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Læg hver terning på en plads (eller skriv tallet).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>intet (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} størst</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>passer ikke</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Sæt først hver terning på en plads; vil du skrive et X her, så tryk på Skriv X (Ctrl+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 til 9 (tisidede)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 til 6 (sekssidede)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>timillioner</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>millioner</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>hundredtusinder</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>titusinder</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>tusinder</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>hundreder</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tiere</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>enere</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tiendedele</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>hundrededele</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>tusindedele</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>titusindedele</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>skal være et heltal fra 0 til {most}</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>skal angive to eller flere pladser</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>hver plads må angives én gang</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>skal være tekst</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>terninger har 6 sider (1-6) eller 10 (0-9), ikke {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>skal være 1 til {most}, ikke {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} sekssidede terninger kan falde i {orders} rækkefølger, for mange til at computerspillerne kan veje dem (højst {most}: op til 7 sekssidede eller 5 tisidede terninger)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} tisidede terninger kan falde i {orders} rækkefølger, for mange til at computerspillerne kan veje dem (højst {most}: op til 7 sekssidede eller 5 tisidede terninger)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>skal være 0 til {most} for {dice} terninger, ikke {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>et kort har 1 til 20 felter, ikke {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} bruges to gange</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>disse tal har ingen {place}</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>kun et helt tal er lige eller ulige: disse tal har decimaler</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>disse tal kan ikke afrundes til {place}</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>ingen terning viser {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>et tal begynder aldrig med 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>de cifre kan ikke give {total} tilsammen</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} cifre kan ikke give {total} tilsammen</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>skal være 2 til {most}, ikke {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>intet tal af disse terninger afrundes til det</translation>
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
        <translation>Et ciffer på en bestemt plads</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>To pladser, der giver et tal tilsammen</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Alle cifre, der giver et tal tilsammen</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Flere af samme ciffer</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker: et hvilket som helst tal</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>Afrundes til et tal</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Et lige tal</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Et ulige tal</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>plads</translation>
    </message>
    <message>
        <source>places</source>
        <translation>pladser</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>ciffer</translation>
    </message>
    <message>
        <source>total</source>
        <translation>sum</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>antal ens</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>afrundet værdi</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>slags</translation>
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
        <translation>Navn</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal terninger</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Decimaler</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag pr. tur</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>Lærerens regel</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Umulig: intet slag kan udfylde det</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>hvert slag</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>under 0,1 % af slagene</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent} % af slagene</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Udfyldes af {chance}; bedst {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Felt {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Felt {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Plads:</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Ciffer:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>og</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Pladser:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Sum:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Antal:</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Afrundet til:</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Afrundet:</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>I enheder af den plads, der afrundes til: 36 til nærmeste heltal, 4 til nærmeste tusind (4.000), 525 til nærmeste tiendedel (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Et hvilket som helst tal</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Enercifferet er 0, 2, 4, 6 eller 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Enercifferet er 1, 3, 5, 7 eller 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>En slags, denne version ikke kender</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Tekst til felt {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Tal for felt {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Flyt felt {number} op</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Flyt felt {number} ned</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Fjern felt {number}</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Felt {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>heltal</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (ikke på dette kort)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Kortets navn</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Antal cifferterninger</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Terningernes sider</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>Ciffer&amp;terninger:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Sider:</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Decimaler:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>S&amp;lag pr. tur:</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Slags felt at tilføje</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>&amp;Tilføj felt</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Felter:</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Ret felt {number}</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Et hvilket som helst tal kan skrives her</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>Tilføj {kind}</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Flyt felt {number}</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (cifferterninger)</translation>
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
        <translation>{first}; derefter {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Hvem begynder: den største sum. {rolls}. {name} begynder.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Lige mange felter, så de slog et afgørende slag (største tal vinder): {rolls}. {name} vandt det afgørende slag.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>intet tal</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box}: {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>intet</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tip: behold terning {dice} og slå igen. Største tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tip: behold ingen terninger og slå igen. Største tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tip: skriv X i {box}. Største tal: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tip: skriv {number} i {box}. Største tal: {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Tal</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>Computerspillernes tabeller kunne ikke beregnes</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Slå terningerne først; et tip handler om terningerne på bordet.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Ingen tip: de nævner de største tal, som undervisningsindstillingerne skjuler. Sæt flueben i &quot;Vis det største tal, hvert felt kan få, under spillet&quot; i Nyt spil for at tillade dem.</translation>
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
        <translation>{box}: {number}, fejllæst (0 %)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box}: {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>I parentes: chancen for at tallet vinder sit felt mod de tal, de andre spillere plejer at skrive der.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>Den stærke spillers valg var {loss} felter mere værd, regnet med hvad hvert felt er værd gemt til en senere tur.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Ingen ture at gennemgå for denne spiller.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Hver tur skrev det, den stærke spiller ville have skrevet: intet givet væk på {count} tur.</numerusform>
            <numerusform>Hver tur skrev det, den stærke spiller ville have skrevet: intet givet væk på {count} ture.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} tur; {total} felter givet væk mod den stærke spiller. Mest i tur {turn} ({loss} felter, i {box}).</numerusform>
            <numerusform>{count} ture; {total} felter givet væk mod den stærke spiller. Mest i tur {turn} ({loss} felter, i {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tur</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Du skrev</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>Den stærke spiller</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Givet væk</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>felter givet væk</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>spil {game}: {value:.2f} felter givet væk</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Felter givet væk</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Hver tur mod det, den stærke computerspiller ville have skrevet:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>Med fire på en side kan blokkens {rows} rækker ikke være på en fjerdedel af siden: udskriv én pr. side.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>printeren, eller filen, der skal udskrives til, kunne ikke åbnes</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>Blokken fylder {pages} sider: dens {rows} rækker kan ikke være på én.</translation>
    </message>
</context>
<context>
    <name>QGnomeTheme</name>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuller</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Luk</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Luk uden at gemme</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <extracomment>every language the app can speak, by code, named in that language the language Qt&apos;s own strings fall back to where Qt ships none (Bokmål: Danish is close; our own file for Qt&apos;s buttons is loaded first, see :func:`install`) Qt&apos;s own button texts (QMessageBox&apos;s and QDialogButtonBox&apos;s standard buttons), in the contexts Qt asks for them, so that our files carry them too: PySide6 ships no Qt translation for Bokmål, and ours is consulted before Qt&apos;s (see :meth:`Language.install`)</extracomment>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Gem</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Gem alle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Åbn</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja til &amp;alle</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nej</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Ne&amp;j til alle</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbryd</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Prøv igen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuller</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Forkast</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hjælp</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Anvend</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Nulstil</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Genskab standarder</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Læs tallet højt</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Rigtigt (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Forkert (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Tilbage (Esc)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Læs dit tal højt for klassen: {number}.
Lærer: tryk R, hvis det blev læst rigtigt, W hvis ikke.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Skriv de {count} terninger, for eksempel {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>“{typed}” er ikke en side på disse terninger; de viser {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Ingen af disse terninger kan vise “{typed}” ved siden af de andre.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Slå jeres egne terninger, skriv hvad de viser, og tryk på Enter; vælg så et felt (et bogstav springer dertil), og tryk på Enter.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Vælg et felt til disse terninger (et bogstav springer dertil), og tryk på Enter, eller skriv terningerne igen for at rette dem.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>for eksempel {example}, derefter Enter</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Rigtige terninger: skriv, hvad de viser</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Mens {name} var væk, spillede en computer %Ln tur for {name}: {turns}.</numerusform>
            <numerusform>Mens {name} var væk, spillede en computer %Ln ture for {name}: {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Tur {turn} blev spillet af en computer, mens {name} var væk.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>Tallene ovenfor og diagrammet regner ikke de ture med.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>En tur, som en computer spillede, mens spilleren var væk (udeladt)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>{total:.1f} point tabt i alt.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>tabte point</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>spil {game}: {value:.1f} point tabt</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>Runderne:</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>runde</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Gennemgang — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spiller:</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} kan ikke læses: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} er ikke et filnavn.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} er ikke en fil (en mappe, et rør eller en enhed).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} er større end {limit} byte, for stor til en regelfil.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} er ikke en regelfil: den er ikke UTF-8-tekst.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} er ikke en regelfil ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} kan ikke bruges: {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} er indbygget; det er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} er allerede gemt; det er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} er gemt og valgt; Nyt spil viser det fra nu af.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} erstatter det gemte {other}.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} gemmes som &apos;{id}&apos; (&apos;{file_id}&apos; er et indbygget regelsæt) og er valgt.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} gemmes som &apos;{id}&apos; (&apos;{file_id}&apos; er gemt til {other}) og er valgt.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>et andet af dine regelsæt hedder allerede {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>et indbygget regelsæt hedder allerede {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>felt {number} hedder allerede {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>Lad straighten indgå i slaget</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>Lad straighterne indgå i slaget</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>angiv siderne som heltal adskilt af kommaer, f.eks. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>angiv heltal adskilt af kommaer, f.eks. 3, 2</translation>
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
        <translation>Filens spil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Antal terninger</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Slag pr. tur</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Gemte slag</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Bonusgrænse</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Bonuspoint</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Ekstrabonus for ens</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Rækkefølge</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Ved lighed</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>section</source>
        <translation>del</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>slags</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>point</translation>
    </message>
    <message>
        <source>points</source>
        <translation>point</translation>
    </message>
    <message>
        <source>face</source>
        <translation>side</translation>
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
        <translation>gruppestørrelser</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>forskellige sider</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>sider</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>straightens længde</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>Grænsen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pointene</translation>
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
        <translation>felt {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>felt {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>Bonussen ved {threshold} kan aldrig nås: felterne i øverste del giver højst {reachable} tilsammen</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>kræver et felt, hvor alle terninger viser samme side</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>et regelsæt har højst ét felt, hvor alle terninger viser samme side ({box} er allerede et)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>præcis slaget kræver én side for hver af de {count} terninger</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} bruges allerede af {box}</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>siden {face} har allerede et felt ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>et felt for en side tæller terningerne, der viser den side (summen af de brugte terninger)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>chance tæller summen af alle terninger</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>gælder kun faste point, ikke {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} terninger, {rolls} slag pr. tur; hold de terninger, du vil, og slå de andre igen. Udfyld så terningerne i et ledigt felt.</numerusform>
            <numerusform>{dice} terninger, {rolls} slag pr. tur; hold de terninger, du vil, og slå de andre igen. Udfyld så terningerne i et ledigt felt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Felterne</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>Ud fra {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (indbygget)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (ny)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Gem ændringerne i {name}?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Bemærk: {note}</translation>
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
        <translation>Forventet point med bedste spil: {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Forventet point med bedste spil: {score} (sammenligner med {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Forventet point med bedste spil: {before} → {after}, +{change} (mod {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Forventet point med bedste spil: {before} → {after}, −{change} (mod {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Tilnærmet: {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Nøjagtig uden gemte slag ({value}), plus gemte slag brugt hvor et nyt slag betaler sig: Eksperten scorer mindst så meget i gennemsnit.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Chance for bonussen: regner… ({percent} % færdigt)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Chance for bonussen med bedste spil: {percent} %</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Chance for bonussen: omkring {percent} % (i {games} simulerede spil, hvor Eksperten spiller)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Ingen bonus i disse regler</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Forventet point med Ekspertens spil: {score} ± {error} ({games} simulerede spil)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Forventet point med Ekspertens spil: regner… {score} ± {error} efter {games} af {total} simulerede spil</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Forventet point: {score} (sammenligner med {name}: {games} af {total} simulerede spil…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Forventet point med Ekspertens spil: {before} → {after}, +{change} ± {error} (mod {name}, {games} simulerede spil hver)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Forventet point med Ekspertens spil: {before} → {after}, −{change} ± {error} (mod {name}, {games} simulerede spil hver)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Forventet point: {after} ({after_kind}); {name}: {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>nøjagtig, med bedste spil</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} simulerede spil med Ekspertens spil</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Forventet point: {score} (sammenligner med {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Forventet point: {before} → {after}, +{change} (mod {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Forventet point: {before} → {after}, −{change} (mod {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Forventet point: {score} ± {error} ({games} spil)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Forventet point: {score} ± {error} efter {games} af {total} spil…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Forventet point: {score} (mod {name}: {games} af {total} spil…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Forventet point: {before} → {after}, +{change} ± {error} (mod {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Forventet point: {before} → {after}, −{change} ± {error} (mod {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>nøjagtig</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} spil</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mit {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopi af {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Kopi {number} af {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>Slet {name}? Spil, der allerede er spillet med dem, beholder deres nøjagtige regler i historikken; kun regelsættet tilbydes ikke længere til nye spil.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} er slettet; spil, der er spillet med det, beholder deres regler.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} indeholder regler for {game}, som ikke kan laves her.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Historikfilen kunne ikke åbnes, så intet kan gemmes.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Intet blev importeret: {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} blev åbnet, men er ikke tilføjet endnu: {problem}. Ret det, og vælg så Gem.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} er importeret.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Intet blev eksporteret: {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} er eksporteret.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Regelsæt</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Ny</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;ubler</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>O&amp;mdøb…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>S&amp;let…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importer…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;ksporter…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>Gem tom &amp;blok som PDF…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>En tom blok med disse regler og en kolonne til hver spiller at skrive i, til udskrift.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Regelsæt (de indbyggede kan ikke ændres):</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Problemer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Prøv et slag</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>Regel&amp;hjælp</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Gemt: {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Gem</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Fortryd alt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Fortryd</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Gentag</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ikke-gemte ændringer</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Gem ændringerne i disse regler?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>Et indbygget regelsæt kan ikke ændres; Dubler laver en kopi, der kan ændres.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Ingen problemer: reglerne kan gemmes og spilles.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>Regelhjælpen vises, når reglerne ikke har nogen problemer.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>Reglerne har problemer; ret dem først.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>Ændringerne i {name} kan ikke gemmes, så længe reglerne har problemer (vist i formularen). Kassér dem?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} blev ikke gemt: reglerne har problemer; ret dem først.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>Gemning kræver historikfilen, som ikke kunne åbnes.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Gem reglerne til spil</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Forventet point: ret problemerne først</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Forventet point: regner…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Chance for bonussen: efter det forventede point</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Nøjagtig: den optimale strategi, beregnet for disse regler.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Chance for bonussen: regner…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Omdøb</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nyt navn:</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Slet regelsæt</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Fortryd alt</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Importer regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regelsæt (*.json);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Eksporter regler</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regelsæt (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Pointblok</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Navn:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} vinder med {points} point.</numerusform>
            <numerusform>{name} vinder med {points} point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Slutresultat for {name}: {points} point.</numerusform>
            <numerusform>Slutresultat for {name}: {points} point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} deler førstepladsen med {points} point.</numerusform>
            <numerusform>{name} deler førstepladsen med {points} point.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Sum: alt lagt sammen.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box}: {points} point.</numerusform>
            <numerusform>{box}: {points} point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name}: {points} point</numerusform>
            <numerusform>{box}, {name}: {points} point</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box}: ikke tilladt nu. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name}: ikke tilladt nu. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box}: {points}, hvis du skriver nu.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name}: {points}, hvis du skriver nu</translation>
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
        <translation>{name}: person, spiller nu</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name}: computer ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name}: computer ({level}), spiller nu</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Blok</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Gemmer ikke: din historik er ikke tilgængelig denne gang.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Din historik er ikke tilgængelig denne gang: {reason} Du kan spille, men spil bliver ikke gemt.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Din historik kunne ikke åbnes ({kind}: {reason}). Du kan spille, men spil bliver ikke gemt.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Dit igangværende spil er åbent i et andet Yacht Dice-vindue, så det tilbydes ikke her.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Du har et ufærdigt spil {rules} ({names}), runde {turn}. Vil du fortsætte det?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Du har et ufærdigt spil {rules} med rigtige terninger ({names}), runde {turn}. Vil du fortsætte det?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Din historik er ikke tilgængelig denne gang, så regler kan ikke gemmes.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Din historik er ikke tilgængelig denne gang, så intet kan slettes.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Din historik er ikke tilgængelig, så der er ingen ufærdige spil at vise.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Fortsæt spil</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Nyt spil lægger det til side under Spil ▸ Ufærdige spil; Ikke nu gemmer det og tilbyder det igen næste gang.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nyt spil</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>&amp;Ikke nu</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Forlad spillet</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Forlade det igangværende spil?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Det gemmes under Spil ▸ Ufærdige spil, hvor du kan fortsætte det.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Det kunne ikke gemmes, så det går tabt.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Forlad</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Bliv ved</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Nogle indstillinger kunne ikke læses og blev lagt til side som {file}; standardværdierne bruges i stedet.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Nogle indstillinger kunne ikke læses; standardværdierne bruges i stedet.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Mellemrum eller R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>Slå terningerne (i computerens tur: skynd på den)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Slå igen fra ordfeltet (bogstavterninger)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Tip, mens du skriver i ordfeltet, hvor H skriver et H (bogstavterninger)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Slå et ord op: er det tilladt i dette spil? (bogstavterninger)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Sider, derefter Enter</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Rigtige terninger: hvad dit slag viser, skrevet i dets felt (66625; Mellemrum eller R flytter tastaturet dertil)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 til 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Hold eller slip den terning</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Op og Ned</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Gå gennem dine ledige felter på blokken</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>Et bogstav</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Spring til dit næste ledige felt, hvis navn begynder med det</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 til Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Spring til feltet, der er navngivet med det ciffer, eller til den sides felt i øverste del</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Udfyld det valgte felt</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Fortryd det, du sidst holdt eller udfyldte i denne tur</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Tip: det bedste træk og de to næste (markerer spillet som hjulpet)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Topliste</translation>
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
        <translation>Reglerne for det spil, der spilles</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Klasseværelsesvisning: bordet til et lokale eller en projektor</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Fuld skærm</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Skynd på en computerspiller</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Afslut (spillet gemmes)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Lyd er ikke tilgængelig: denne installation af Yacht Dice har ikke QtMultimedia (PySide6-Addons). Vejledningen beskriver, hvordan du tilføjer det.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Lyd (ikke installeret)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Point over tid</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Pointfordeling</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>Hvor pointene kommer fra</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Beslutningskvalitet</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>personlig rekord</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>bedst af alle spillere</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>bedst af alle personer</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} t {minutes} min</translation>
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
        <translation>Ekstrabonusser</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>optimalt spil {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Bedst: {score} den {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Værst: {score} den {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>mod {opponent}: {wins} vundet, {losses} tabt, {ties} uafgjort</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Viser: {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 i {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>Åbn gennemgangen af dette spil</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>Statistikken kunne ikke beregnes</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Læser din historik for første gang: statistikken vises om et øjeblik.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Ingen spil passer til disse filtre. Sæt flere kryds under Spil og Terninger ovenfor, eller vælg alle regler, alle personer eller alle datoer.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Ingen spil passer til disse filtre; med kryds ved »{box}« ville {games} spil passe.</numerusform>
            <numerusform>Ingen spil passer til disse filtre; med kryds ved »{box}« ville {games} spil passe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Ingen spil passer til disse filtre; uden kryds ved »{box}« ville {games} spil passe.</numerusform>
            <numerusform>Ingen spil passer til disse filtre; uden kryds ved »{box}« ville {games} spil passe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Ingen spil passer til disse filtre; med »{choice}« valgt ville {games} spil passe.</numerusform>
            <numerusform>Ingen spil passer til disse filtre; med »{choice}« valgt ville {games} spil passe.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Ingen færdige spil endnu. Spil et spil til ende, så vises din statistik her: point over tid, deres spredning, hvor pointene kommer fra, og hvor tæt dine valg kommer på de bedste.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Vælg et sæt regler ovenfor for at se, felt for felt, dit gennemsnit ved siden af optimalt spils.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} Beslutningskvalitet vises for spil med en gennemgang.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Intet spil her er gennemgået endnu. Gennemgange beregnes i baggrunden, mens dette vindue er åbent; hvert spil gennemgås én gang.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>Disse spil har ingen af spillerens egne beslutninger at vise: en computer spillede hver tur for spilleren, mens vedkommende var væk.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>Kun {game}: vælg et sæt regler ovenfor for at se et andet spils.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Eksportér spil som CSV…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Gennemgår spil: %v af %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} point i {games} spil</numerusform>
            <numerusform>{points} point i {games} spil</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Vælg en spiller for at se vedkommendes sejre og nederlag mod hver modstander.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Ikke talt med her: {games} spil, hvis resultat ikke er point (vundne felter). Vælg dets regler for at se det.</numerusform>
            <numerusform>Ikke talt med her: {games} spil, hvis resultat ikke er point (vundne felter). Vælg deres regler for at se dem.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gennemsnit</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Median</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Feltet Alle ens</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Spilletid</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Bedst: —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Værst: —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Gem som PNG…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spil</translation>
    </message>
    <message>
        <source>score</source>
        <translation>point</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>gennemsnit af sidste 50</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spil</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>dine spil</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimalt spil</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>dit gennemsnit</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>point pr. spil</translation>
    </message>
    <message>
        <source>you</source>
        <translation>dig</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>gennemgået spil</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date}: {points} point (spil {game})</numerusform>
            <numerusform>{date}: {points} point (spil {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>tabte forventede point</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>gennemsnit af sidste 10</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>Gem {chart}</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-billede (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Eksportér spil</translation>
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
        <translation>Slår de terninger, der ikke er holdt (Mellemrum eller R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Foreslår det bedste træk (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Fortryder dit sidste træk (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Lader computeren spille hurtigere (Mellemrum).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Spillerne er kolonner, felterne er rækker. Op og Ned flytter mellem dine ledige felter, et bogstav springer til det næste felt, der begynder med det, Enter udfylder feltet.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Tryk på en ternings nummer for at holde eller slippe den.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Pladsværdi-Yatzy spilles mod nogen: tilføj en spiller (en computer er fin).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>&amp;Lærerens regel: eleverne læser hvert tal højt, og læreren bedømmer det</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Før et tal skrives, læser eleven det højt; læreren trykker R (læst rigtigt) eller W (forkert). Et fejllæst tal bliver stående på blokken, men giver intet point.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Vis tallet med &amp;ord under spillet</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Fra: eleverne læser selv cifrene. Ved spillets slutning vises hvert tal med ord under alle omstændigheder. Mens en elev læser op efter lærerens regel, vises ordene aldrig.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>Vis det &amp;største tal, hvert felt kan få, under spillet</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Fra: at finde det største tal er elevernes opgave. Ved spillets slutning vises for hvert felt tallet, der blev skrevet, og det største, terningerne kunne give.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Denne bloks fil slår lærerens regel til.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>&amp;Følg skrivebordet</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Lyst</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Mørkt</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Høj kontrast</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>et træk i Tripel-Yahtzee er et felt og dets kolonne</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} har intet felt {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>kolonnerne er ×1, ×2 og ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} i {column} er allerede udfyldt</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Jokerregel: et slag med lutter {face}&apos;ere skal skrives i {box} i en kolonne, hvor det er ledigt.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Jokerregel: når {box} er udfyldt i hver kolonne, skal et ledigt felt i nederste del tage dette slag.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stærk</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Tripel-Yahtzee</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Tripel-Yahtzee, faste jetoner</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>Sådan spiller man</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Felterne</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Hver spiller har tre kolonner med Yahtzees tretten felter: ×1, ×2 og ×3. I hver tur slår du fem terninger op til tre gange og holder dem, du vil, mellem slagene; så skriver du slaget i et hvilket som helst ledigt felt i en hvilken som helst kolonne: 39 ture i alt.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Hver kolonne får sin egen bonus (35 point ved 63) og lægges sammen for sig; dens sum tæller én, to eller tre gange, og totalen lægger de tre sammen.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>Når alle tre Yahtzee-felter er udfyldt, er en Yahtzee en joker: den skal skrives i sit felt i øverste del i en kolonne, hvor det er ledigt; er intet ledigt, i et hvilket som helst ledigt felt i nederste del, som den udfylder, som om den opfyldte feltets krav; er intet felt i nederste del ledigt heller, i et ledigt felt i øverste del, for nul.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>Når alle tre Yahtzee-felter har 50, giver hver yderligere Yahtzee også en bonusjeton: 100 point gange faktoren for den kolonne, den skrives i.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>Når alle tre Yahtzee-felter har 50, giver hver yderligere Yahtzee også en bonusjeton på 100 point, uanset hvilken kolonne den skrives i.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusjetoner</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>Når alle tre Yahtzee-felter har 50: 100 point gange kolonnens faktor for hver yderligere Yahtzee, der skrives i den.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>Når alle tre Yahtzee-felter har 50: 100 point for hver yderligere Yahtzee.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolonnesum</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>Kolonnens felter og bonus gange dens faktor, plus dens jetoner.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øverste del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nederste del</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusjetoner</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolonnesum</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player}: {points} skrevet, {counted} tæller</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player}: {points}, hvis du skriver nu, {counted} tæller</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player}: {points}, hvis du skriver nu (joker), {counted} tæller</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: ikke tilladt nu. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: ledigt</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player}: {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} point, når en kolonnes sum i øverste del når {threshold}, talt i den kolonne.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>Kolonnens felter, bonus og jetoner, summen gange {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>uden for rækkevidde</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (tre kolonner)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Vælg et felt i en hvilken som helst kolonne med piletasterne og Enter, eller klik på det.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Slå terningerne først; så kan et tip sige, hvad du skal holde.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Tip: hold {dice} og slå igen.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tip: slå alle terningerne igen.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Tip: skriv slaget i {place}.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Skriv {count} terning, eller tryk på Slå.</numerusform>
            <numerusform>Skriv {count} terninger, eller tryk på Slå.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>Disse terninger kan ikke prøves: {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Ekstrabonus for dette slag: {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>f.eks. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Terninger at prøve</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>f.eks. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>S&amp;lå</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Felt for ens</translation>
    </message>
    <message>
        <source>open</source>
        <translation>ledigt</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>udfyldt med point</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>udfyldt med nul</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Udfyldte felter</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Felt</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Point</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Hvorfor</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Slagets point</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Felt for ens:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Udfyldte felter (sæt flueben for at markere):</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Ret problemerne i reglerne for at prøve et slag.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>terninger er heltal adskilt af mellemrum</translation>
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
        <translation>Spillet er slut</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Spillet er slut: {name} vinder</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Spillet er slut: uafgjort, {name} vinder omspillet</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Spillet er slut: {names} og {last} deler sejren</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} spiller…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Runde {turn} af {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Nu spiller {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Slå</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Ingen slag tilbage – udfyld et felt</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Slå ({left} tilbage)</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Slå ({left} tilbage, {saved} gemt)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Start et nyt spil med Ctrl+N, eller spil igen fra menuen Spil.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Tiden er gået – skriv et nul</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>Tiden er gået: kun et nul kan skrives. Vælg et felt, og tryk på Enter.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Tryk på Mellemrum eller Esc for at skynde på computeren.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>Det er {name}s tur, som spilles ved en anden computer.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Tryk på Mellemrum eller R for at slå.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Ingen slag tilbage. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Klik på terninger eller tryk 1–{dice} for at holde dem; {key} slår igen. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · runde {turn} af {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>Åbent i et andet vindue</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Lagt til side</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Afbrudt</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, online</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, rigtige terninger</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} af {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Slet det ufærdige spil {rules} ({names}) for altid?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Slet det ufærdige spil {rules} ({names}, runde {turn}) for altid?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Ufærdige spil</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsæt</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Slet…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Ingen ufærdige spil.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Slet ufærdigt spil</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Det kan ikke fortsættes bagefter.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Slet</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Behold</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Slå terningerne op til tre gange og hold dem, du kan lide, udfyld så et felt på din blok; når alle felter er udfyldt, vinder den højeste sum.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>Reglerne; Hjælp ▸ Tastaturgenveje viser alle taster</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Det navn kan ikke bruges: {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Velkommen til Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dit navn</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Dit &amp;navn:</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Spil</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>&amp;Spring over</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>2-bogstavsord</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>3-bogstavsord</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>4-bogstavsord</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>5-bogstavsord</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>6-bogstavsord</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Ét ord</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>To ord</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Tre ord</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Kun konsonanter</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Kun vokaler</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
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
        <translation>Ét ord på præcis {count} bogstaver: de brugte bogstaver.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Ét ord af terningerne (vilkårlig længde, hver terning én gang): de brugte bogstaver.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>To ord af terningerne (vilkårlig længde, hver terning én gang): de brugte bogstaver.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Tre ord af terningerne (vilkårlig længde, hver terning én gang): de brugte bogstaver.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} ord af terningerne (vilkårlig længde, hver terning én gang): de brugte bogstaver.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Alle terninger konsonanter (Y tæller med): {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Alle terninger vokaler (Y tæller med): {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>Vilkårlige ord: alle syv terninger tæller.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>Vilkårlige ord: de brugte bogstaver.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Ét ord med alle terninger: {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} bogstavterninger, {rolls} slag pr. tur; hold de terninger, du vil. Udfyld så et ledigt felt med ord af terningerne (hver terning højst én gang; jokersiden, *, er et bogstav efter eget valg og er 0 værd). Et nul må skrives i ethvert ledigt felt. Bonus i øverste del: {bonus} ved {threshold} eller mere; når feltet Yahtzee-ord har {points}, giver hvert yderligere ord på syv bogstaver {extra}.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Terning {die}: {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>Terningerne</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>Felterne</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Øverste del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nederste del</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>I alt øverst</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>I alt nederst</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Yahtzee-bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {player} spillede {words}, {points} point. {rule}</numerusform>
            <numerusform>{box}: {player} spillede {words}, {points} point. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} spillede {words} og fik {points} point</numerusform>
            <numerusform>{box}, {player} spillede {words} og fik {points} point</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} point. {rule}</numerusform>
            <numerusform>{box}: {points} point. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} fik {points} point</numerusform>
            <numerusform>{box}, {player} fik {points} point</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: ledigt. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, ledigt</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>Felterne for 2- til 6-bogstavsord lagt sammen.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} point, når summen i øverste del når {threshold}.</numerusform>
            <numerusform>{points} point, når summen i øverste del når {threshold}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Summen plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>Felterne i nederste del lagt sammen.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} for yderligere ord på syv bogstaver.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alt lagt sammen.</translation>
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
        <translation>{row}, {player}, intet endnu</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (bogstavterninger)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Skriv ord (eller klik på bogstaverne), vælg så et felt, og tryk på Enter.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>Ordlisten indlæses stadig; prøv igen om et øjeblik.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>Ordlisten kunne ikke indlæses</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>Ordlisten indlæses stadig; slå ordet op om et øjeblik.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>Slå et &amp;ord op…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>Slå et ord o&amp;p…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Er det et ord i dette spil? Afgør en tvist (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>Ét &amp;minut pr. tur (når tiden er gået, bliver det et nul)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>Reglernes timeglas: hver person har ét minut pr. tur.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>&amp;Familiefilter: ingen må spille et stødende ord</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Ord på listen over stødende ord afvises for alle. Computerspillere spiller dem aldrig, uanset denne indstilling.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>Ordene er engelske: ordbogen og bogstavernes værdier følger de engelske regler.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Slå med terningerne først; et tip handler om terningerne på bordet.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Tip: skriv et nul i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Tip: skriv {words} i {box}.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Tip: udfyld {box}.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tip: slå alle terninger igen.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>jokersiden</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Tip: hold terning {die} ({letter}), og slå de andre igen.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} udfyldte {box} med {letters}: {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>Tiden løb ud for {player}: 0 i {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Tip: hold terningerne {dice} ({letters}), og slå de andre igen.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Skriv ord</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} runde; i de valgte felter blev {missed} tabt. Mest i runde {turn} ({loss} i {box}).</numerusform>
            <numerusform>{count} runder; i de valgte felter blev {missed} tabt. Mest i runde {turn} ({loss} i {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} point</numerusform>
            <numerusform>{points} point</numerusform>
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
        <translation>{box}: intet giver point</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box}: nul</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>intet giver point</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} mere</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>Et bogstav efter * er det, jokersiden stod for.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>Det bedste i et ledigt felt gav {more} mere; et andet felt kan stadig være den bedre plan for de kommende ture.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Ingen runder at gennemgå for denne spiller.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>Feltet {box} gav plads til {missed} point mere end det, der blev skrevet.</numerusform>
            <numerusform>Feltet {box} gav plads til {missed} point mere end det, der blev skrevet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Hver indskrivning var det bedste, feltet tillod: ingen mistede point i {count} runde.</numerusform>
            <numerusform>Hver indskrivning var det bedste, feltet tillod: ingen mistede point i {count} runder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Bogstaver</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Du skrev</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Bedst i det felt</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Bedst i et felt</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Mistet</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>mistede point</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>spil {game}: {value:.0f} mistede point</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Mistede point</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Hver runde sammenlignet med de bedste ord, bogstaverne tillod:</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>4 ens</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Lille straight</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Valgfri</translation>
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
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>3 ens</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>4 ens</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Lille straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
</context>
<context>
    <name>Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enere</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Toere</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Treere</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Firere</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Femmere</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Seksere</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Et par</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>3 ens</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>4 ens</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Lille straight</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Stor straight</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
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
        <translation>{player} udfyldte {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} skrev {words} i {box}.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} udfyldte {box}.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (fejllæst)</translation>
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
        <translation>mindst</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>præcis</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>om flere terninger må vise siden</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>indgår i slaget</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>præcis slaget</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>om slaget skal være præcis mængden</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Sider</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>siderne, slaget skal vise</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Længde</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>hvor mange sider i træk</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Side (øverste felt)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>siden, hvis terninger tæller</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N ens</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Antal</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>terninger, der viser samme side</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Grupper af ens terninger</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Gruppestørrelser</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>terninger i hver gruppe, f.eks. 3, 2 for hus</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Forskellige sider</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>hver gruppe viser en anden side</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Straight</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Alle ens</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Chance</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>faste point</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>summen af alle terninger</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>summen af de brugte terninger</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>3 ens</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>4 ens</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N ens (de brugte terninger)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N ens</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Et par</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>To par</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>3 par</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Hus</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Villa (to gange 3 ens)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Tårn (fire og to)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Vilkårlige grupper</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Grupper</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Straight: i træk</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Straight: præcis mængde</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Præcis straight</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Straight: mængde i slaget</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Mængde-straight</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Syvere</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Ottere</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Niere</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Tiere</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Elvere</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Tolvere</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}&apos;ere</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>kan ikke skrive {file}: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>kan ikke skrive {file}: {reason}; intet blev skrevet</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>kan ikke læse {file}: {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>teksten indeholder et enligt surrogattegn, som UTF-8 ikke kan kode</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>det er {kind}, ikke en almindelig fil</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>den er større end {limit} byte</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>et filnavn skal være tekst</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>der blev ikke angivet noget filnavn, så intet blev skrevet</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>et filnavn kan ikke indeholde et NUL-tegn</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>det er navnet på en mappe, ikke en fil</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>filen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>en mappe</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>et symbolsk link</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>en navngiven pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>en enhed</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>en socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>ikke en almindelig fil</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>adgang nægtet</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>disken er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>dens mappe findes ikke</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>en del af stien er en fil, ikke en mappe</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>navnet er for langt</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>et navn skal være tekst</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>et navn må ikke være tomt</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>et navn må højst have {limit} tegn</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>et navn må ikke indeholde kontroltegn</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>slå terningerne først</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>spillet er slut: dets sidste felt kan ikke tages tilbage</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>intet at fortryde: et slag kan ikke tages tilbage</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>intet at fortryde</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>trækket af {player} kan ikke tages tilbage: Fortryd gælder kun dine egne træk</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>ingen slag tilbage i denne tur; udfyld et felt</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>alle terninger er holdt; slip en for at slå</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>terning {die} er holdt og kan ikke ændres</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>disse terninger blev slået her; udfyld et felt</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>denne turs terninger er skrevet ind igen så mange gange, som en tur tillader; udfyld et felt</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>ingen slag tilbage at bruge; at holde terninger ændrer intet</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>terningerne er nummereret 1 til {count}</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>en terning er nævnt to gange</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>de terninger er allerede dem, der er holdt</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>i dette spil er der holdt og fortrudt {moves} gange, det højeste et spil må have: slå eller udfyld</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>i denne tur er der holdt og fortrudt {moves} gange, det højeste en tur må have: slå eller udfyld</translation>
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
        <translation>Maxi Yatzy (uden gemte slag)</translation>
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
        <translation>Pladsværdi-Yatzy (4 cifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Pladsværdi-Yatzy (3 cifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Pladsværdi-Yatzy (6 cifre)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Pladsværdi-Yatzy (decimaler)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Øjeterninger</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Cifferterninger</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Bogstavterninger</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Tripel-Yahtzee</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Begynder</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Øvet</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Enkel</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stærk</translation>
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
        <translation>to</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>fire</translation>
    </message>
    <message>
        <source>five</source>
        <translation>fem</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seks</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>syv</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otte</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>ni</translation>
    </message>
    <message>
        <source>zero</source>
        <translation>nul</translation>
    </message>
</context>
<context>
    <name>online</name>
    <message>
        <source>a message</source>
        <extracomment>how deep sentences may stand in one another&apos;s places on the wire a whole number a sentence from another program may hold is below this (JSON&apos;s exact whole numbers; a frame&apos;s size from its 4-byte header is under 2**32); the locale&apos;s number format takes 64-bit numbers, and a sent 2**70 stopped it the most characters a sentence from another program is shown with (a refusal, a goodbye); a sentence made longer than this from what was sent is refused: a template saying a place twice, nested, made 9 KB sent into 289,000 characters shown a word from another program longer than this is given places to break (a 9,000-letter word made the guest&apos;s windows 107,000 px wide)</extracomment>
        <translation>en besked</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>modpartens hilsen</translation>
    </message>
    <message>
        <source>it</source>
        <translation>den</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>modparten sendte en tom ramme</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>modparten sendte en ramme på {size} byte; højst {most} er tilladt</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} var ikke JSON, som dette program tager imod ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} var ikke et JSON-objekt</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} var indlejret dybere end {most} niveauer</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} indeholdt mere end {most} værdier</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} havde et felt, der ikke er tilladt: {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} manglede feltet {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} havde den forkerte type for {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>modpartens nøgleudveksling var ugyldig</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>modpartens hilsen angav ingen protokolversion</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>modpartens hilsen var ikke den, denne side venter</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>modparten taler version {theirs} af spillets protokol; denne computer taler version {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>værten taler version {theirs} af spillets protokol; denne computer taler version {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Denne computer taler version {ours} af spillets protokol; værten taler version {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>forbindelsen løb tør for beskednumre</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>modparten sendte en ramme, der er for kort til at være forseglet</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>rumkoden er ikke rigtig</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>en besked blev ændret undervejs (den kunne ikke verificeres)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>modparten sendte besked {number} igen (en genafspilning)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>besked {number} kom før besked {expected} (i forkert rækkefølge)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>modparten bekræftede ikke nøglen</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>modparten sendte en forseglet ramme af ukendt slags</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>ingen grund angivet</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>modparten læste ikke det, der blev sendt ({size} byte ventede)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>modparten sendte mere end {burst} rammer på én gang, hurtigere end {rate} i sekundet</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>modparten sendte mere end {burst} byte på én gang, hurtigere end {rate} i sekundet</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>modparten sendte intet i {seconds} sekunder</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>modparten kom ikke med inden for {seconds} sekunder</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>værten svarede ikke inden for {seconds} sekunder</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>forbindelsen blev afbrudt</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>modparten gik, før den var kommet med</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>værten lukkede forbindelsen, før den lukkede denne computer ind</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} er udelukket efter {count} forkerte rumkoder</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>rummet har allerede {count} forbindelser</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>{count} andre er ved at komme med lige nu</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>{count} andre fra {address} er ved at komme med lige nu</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>Forbindelsen med {peer} sluttede: {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>Afviste {peer}: {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} er udelukket fra dette rum efter {count} forkerte rumkoder.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Afvisninger, der kom for hurtigt til at blive skrevet her: {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Kunne ikke komme med hos {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Kunne ikke nå {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Kunne ikke lytte på port {port}: {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>En rumkode har {shortest} til {longest} tegn af cifrene 2 til 9 og bogstaverne A til Z undtagen I, L og O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>den var større end {most} byte</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>den var ikke et rums meddelelse</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>dens port, ledige pladser eller version lå uden for grænserne</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>dens navn var tomt, længere end {most} tegn eller indeholdt kontroltegn</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>navnet på dens regler var tomt, længere end {most} tegn eller indeholdt kontroltegn</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>{count} spil er allerede på listen</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Ignorerede en meddelelse fra {host}: {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Kunne ikke lytte efter spil på port {port}: {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>et slags terninger trækkes af rummet: send {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Fortryd tilbydes ikke i et spil mellem computere</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>det gemte rum har {seats} pladser til et spil med {players} spillere</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>det gemte spil har et slag, som rummet ikke gemte</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>slag {roll} i det gemte spil er ikke det, rummet trækker</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} beskeder blev afvist</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>en besked blev afvist: {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} gik: {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>plads {seat} er ikke en fraværende gæsts plads</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} er ikke et computerniveau i {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>en computer spiller på {name}s plads, til {name} er tilbage</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>dette program har allerede en plads</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>en ny plads skal have begyndelsen af sin kæde</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} sidder allerede ved bordet: vælg et andet navn</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>rummet har ingen ledig plads</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} satte sig på plads {seat} ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>ingen plads har den billet</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} er allerede forbundet</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} er tilbage på plads {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>alle pladser er taget: spillet begynder</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>plads {seat} spilles ikke ved denne computer</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>sæt dig først</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>computeren, der sprang ind for denne plads, spiller denne tur færdig</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>spillet er ikke begyndt</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>spillet er slut</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>det er {player}s tur, ikke {name}s</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>terningerne bliver slået</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>der ønskes ingen værdi for slag {roll} fra denne plads</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>slag {roll}: {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>der kom ingen værdi for slag {roll} inden for {seconds} sekunder</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>spillet kunne ikke gemmes: {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>spillet er slut: {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (en computer): {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Der er intet ufærdigt spil med vært her at genoptage.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Der er intet ufærdigt spil med vært her at genoptage med id {id}.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>Spil {id} kan ikke genoptages.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>værten sendte en besked, der blev afvist: {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>værtens spil blev afvist: {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>værten afviste: {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>gæsten lukkede spillet</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>værten lukkede rummet</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>værten gik: spillet gemmes, og Deltag i et spil tager din plads tilbage, når værten åbner rummet igen</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>denne computer taler rumversion {ours}; værten taler {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>værten er nu vært for et andet spil</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>værtens ordbog er version {theirs}; denne computer har version {ours}, så den kan ikke komme med</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} er ikke et computerniveau i {game}; vælg blandt {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>værten har ikke denne plads’ kæde</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>værten sendte bidrag for {count} slag til et andet antal slag</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>værten sendte træk {number}, da træk {expected} var det næste</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>træk {number} er ikke et slag, men har bidrag</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>træk {number} er ikke tilladt: {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>værten spillede, før spillet begyndte</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>slag {roll} ligger ud over denne plads’ kæde</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>værten afslørede sit frø, før spillet begyndte</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>værten afsluttede spillet før tid; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>alle {count} slag kontrolleret</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>slag {roll} holdt ikke: {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>ingen af de {count} slag blev kontrolleret: {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>slag {roll} blev lavet uden andelen fra {name}, mens {name} var væk</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>slag {first}–{last} blev lavet uden andelen fra {name}, mens {name} var væk</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>værten har ikke afsløret sit frø</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>det afslørede frø er ikke det, værten bandt sig til</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>antallet af slag med andele ({given}) er ikke spillets antal slag ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>plads {seat} har allerede en kædes begyndelse</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>plads {seat}: taget efter {after} slag</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>en plads gav sin andel to gange</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>plads {seat} har ingen kædes begyndelse</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>andelen fra plads {seat} ligger ud over dens kæde</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>andelen fra plads {seat} er ikke den næste i dens kæde</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>andelen fra plads {seat} blev udeladt</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>en holdt terning blev ændret</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>terning {die} viser {shows}, de lovede terninger siger {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Giver summen af alle terninger.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Giver {points} point.</numerusform>
            <numerusform>Giver {points} point.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} sekssidede terninger. Når det er din tur, slår du op til {rolls} gang; mellem slagene holder du de terninger, du vil beholde, og slår resten om.</numerusform>
            <numerusform>{count} sekssidede terninger. Når det er din tur, slår du op til {rolls} gange; mellem slagene holder du de terninger, du vil beholde, og slår resten om.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} terninger med siderne {faces}. Når det er din tur, slår du op til {rolls} gang; mellem slagene holder du de terninger, du vil beholde, og slår resten om.</numerusform>
            <numerusform>{count} terninger med siderne {faces}. Når det er din tur, slår du op til {rolls} gange; mellem slagene holder du de terninger, du vil beholde, og slår resten om.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Skriv derefter terningerne i et ledigt felt, også selv om det giver nul. Hvert felt udfyldes én gang; spillet slutter, når alle felter er udfyldt.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Slag, du ikke bruger, gemmes, og du må bruge dem i senere runder.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>Felterne udfyldes i rækkefølge oppefra og ned: hver runde giver point i det første ledige felt.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Øverste del</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Nederste del</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonusser</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Sådan vinder man</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label}: {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Eksempel: {dice} giver {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Bonus: {points} point, når øverste del giver {threshold} eller mere i alt.</numerusform>
            <numerusform>Bonus: {points} point, når øverste del giver {threshold} eller mere i alt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Det svarer til {count} terning af hver værdi; blokken viser, om du ligger foran eller bagud i forhold til normen.</numerusform>
            <numerusform>Det svarer til {count} terninger af hver værdi; blokken viser, om du ligger foran eller bagud i forhold til normen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Ekstra {box}-bonus: hver yderligere {box} giver {points} bonuspoint, så længe {box}-feltet har mere end nul point.</numerusform>
            <numerusform>Ekstra {box}-bonus: hver yderligere {box} giver {points} bonuspoint, så længe {box}-feltet har mere end nul point.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker: når {box}-feltet er udfyldt (også med nul), skal endnu en {box} skrives i det tilsvarende felt i øverste del, hvis det er ledigt. Ellers må den skrives i et hvilket som helst ledigt felt i nederste del, hvor hvert felt tæller som opfyldt (felter med faste point giver fuldt point). Er nederste del også fuld, skrives den i et ledigt felt i øverste del for nul.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker: når {box}-feltet er udfyldt (også med nul), må endnu en {box} skrives i et hvilket som helst ledigt felt. Felter, den ikke selv opfylder (som straights), giver kun fuldt point, hvis det tilsvarende felt i øverste del allerede er udfyldt; ellers nul.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Den højeste samlede sum vinder.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>Ved lige summer afgør øverste dels sum; er den også lige, deles sejren.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Lige summer deler pladsen.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Præcis {n} terning, der viser det samme.</numerusform>
            <numerusform>Præcis {n} terninger, der viser det samme.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Mindst {n} terning, der viser det samme.</numerusform>
            <numerusform>Mindst {n} terninger, der viser det samme.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Et par: to terninger med samme værdi.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Et par: to terninger med samme værdi, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Tre terninger med én værdi og to med en anden.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Tre terninger med én værdi og to med en anden, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Fire terninger med én værdi og to med en anden.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Fire terninger med én værdi og to med en anden, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>To par med forskellige værdier.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>To par med forskellige værdier, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>To par; samme værdi må udfylde flere grupper.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>To par; samme værdi må udfylde flere grupper, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Tre par med forskellige værdier.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Tre par med forskellige værdier, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Tre par; samme værdi må udfylde flere grupper.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Tre par; samme værdi må udfylde flere grupper, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>To gange tre ens med forskellige værdier.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>To gange tre ens med forskellige værdier, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>To gange tre ens; samme værdi må udfylde flere grupper.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>To gange tre ens; samme værdi må udfylde flere grupper, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi; grupperne har forskellige værdier.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi; grupperne har forskellige værdier, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi; samme værdi må udfylde flere grupper.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Grupper på {sizes} terninger, hver gruppe med samme værdi; samme værdi må udfylde flere grupper, uden ekstra terninger af samme værdi.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} og {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} værdier i træk blandt terningerne (for eksempel {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Præcis {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>Terningerne indeholder {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>Ethvert slag; kun terninger, der viser {face}, tæller.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Giver {face} point for hver terning, der viser {face}.</numerusform>
            <numerusform>Giver {face} point for hver terning, der viser {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Giver værdien af {count} terning (den højeste værdi, der slår til).</numerusform>
            <numerusform>Giver summen af de {count} ens terninger (den højeste værdi, der slår til).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Giver summen af terningerne i grupperne (de højeste værdier, der passer).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Giver summen af straightens terninger.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Alle {count} terninger viser det samme.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>Ethvert slag.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} er allerede udfyldt.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>Felterne udfyldes oppefra og ned; {box} kommer først.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Jokerregel: et slag med lutter {face}&apos;ere skal skrives i {box}, så længe det er ledigt.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Jokerregel: et slag med lutter {face}&apos;ere skal skrives i det tilsvarende felt i øverste del, så længe det er ledigt.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Jokerregel: når det tilsvarende felt i øverste del er udfyldt, skal et ledigt felt i nederste del tage dette slag.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>terningerne har ingen side {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>skal være mellem 1 og antallet af terninger ({count}), ikke {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>må ikke være tomt</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>hver gruppe kræver mindst én terning</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>grupperne kræver {need} terninger, men der er kun {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} grupper med forskellige sider kræver {groups} sider; terningerne har {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>en straight kræver enten run (en længde) eller faces (en mængde), ikke begge</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>gælder kun en straight, der er givet ved sider</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>en række kræver mindst 2 sider, ikke {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>en række på {length} kræver mindst {length} terninger</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>terningerne har ikke {length} sider i træk</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>siderne skal være forskellige</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} sider kræver mindst {count} terninger</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>en præcis straight skal angive én side pr. terning ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>et felt for en side tæller terningerne, der viser den side (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>chance tæller summen af alle terninger (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>gælder kun faste point (fixed), ikke {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>skal være 1-64 små bogstaver, cifre, &apos;-&apos; eller &apos;_&apos; og begynde med et bogstav eller ciffer</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>skal være 1-64 små bogstaver, cifre, &apos;-&apos; eller &apos;_&apos;</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>skal være mellem {low} og {high}, ikke {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>at tælle hvert slag med disse terninger i disse felter ville tage omkring {cost} trin, mere end grænsen på {limit}; brug færre terninger, sider eller felter (eller gruppefelter med færre grupper)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>en terning kræver mellem 2 og {most} sider</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>siderne skal være heltal fra 1 til {most}</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>angiv siderne i stigende rækkefølge</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>et regelsæt kræver mindst ét felt</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>højst {most} felter</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} bruges allerede af categories[{row}]</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>siden {face} har allerede et felt (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>et regelsæt har højst ét all_same-felt (categories[{row}] er allerede et)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>kræver et all_same-felt at henvise til</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>der er intet felt i øverste del, der giver den</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} kan aldrig nås: felterne i øverste del giver højst {reachable} tilsammen</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>må højst være {limit} tegn</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>må ikke have mere end {limit} accenter på samme bogstav</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>filen er større end {limit} byte</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>filen er ikke UTF-8-tekst</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>forbereder pointtabellerne</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>runde {turn} af {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>færdig</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, næsten færdig</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, cirka {seconds} s tilbage</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, cirka {minutes} min tilbage</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>Løser {rules}: {progress}</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>{level} computer</source>
        <extracomment>the games counted by where they come from (ORIGINS) and how their dice were thrown (DICE); None: any. Statistics counts games played here, rolled or of real dice (:data:`PLAYED_AT_HOME`) unless asked for others. what Statistics counts unless asked: the games played here, rolled here or with real dice games that &quot;All rules&quot; leaves out because their totals are not points (boxes won): figures of different kinds are never averaged together; their rules show them</extracomment>
        <translation>Computer ({level})</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
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
        <translation>{word} står ikke i ordbogen</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} er en forkortelse, og reglerne tillader ingen forkortelser</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} er et egennavn (et navn), og reglerne tillader ingen egennavne</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} er slang, og reglerne tillader ikke slang</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} er et fremmedord, og reglerne tillader ingen fremmedord</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} er et bogstav, ikke et ord: ordene på ét bogstav er a, I og O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} står på listen over stødende ord, som Familiefilteret afviser i dette spil</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Ja: {word} er et ord her.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Ja: {word} er et ord her, med Familiefilteret slået fra; det står på listen over stødende ord, så computerspillere spiller det aldrig.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Nej: {word} står ikke i ordbogen.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Nej: {word} er en forkortelse, og reglerne tillader ingen forkortelser.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Nej: {word} er et egennavn (et navn), og reglerne tillader ingen egennavne.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Nej: {word} er slang, og reglerne tillader ikke slang.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Nej: {word} er et fremmedord, og reglerne tillader ingen fremmedord.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Nej: {word} er et bogstav, ikke et ord: ordene på ét bogstav er a, I og O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Nej: {word} står på listen over stødende ord, som Familiefilteret afviser i dette spil.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Nej: {word} har {letters} bogstaver; terningerne danner ord på højst {longest} bogstaver.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Nej: {word} har tegn, der ikke er bogstaver; ord består kun af bogstaverne A til Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Skriv et ord for at slå det op.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Slå ét ord op ad gangen (ingen mellemrum).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>skriv én * foran det bogstav, jokersiden står for, som i ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} slutter med *: skriv det bogstav, jokersiden står for, efter den, som i ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} er ikke et ord: kun bogstaverne a-z må bruges</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>ordene bruger jokersiden (for {letter}), og ingen terning viser jokersiden</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>bogstavet {letter} er ikke på terningerne</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>ordene bruger {letter} to gange, men kun {have} terning viser det: en terning må kun bruges én gang</numerusform>
            <numerusform>ordene bruger {letter} to gange, men kun {have} terninger viser det: en terning må kun bruges én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruger {letter} {count} gange, men kun {have} terning viser det: en terning må kun bruges én gang</numerusform>
            <numerusform>ordene bruger {letter} {count} gange, men kun {have} terninger viser det: en terning må kun bruges én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruger jokersiden to gange, men kun {have} terning viser den: en terning må kun bruges én gang</numerusform>
            <numerusform>ordene bruger jokersiden to gange, men kun {have} terninger viser den: en terning må kun bruges én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>ordene bruger jokersiden {count} gange, men kun {have} terning viser den: en terning må kun bruges én gang</numerusform>
            <numerusform>ordene bruger jokersiden {count} gange, men kun {have} terninger viser den: en terning må kun bruges én gang</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} har {count} bogstav; feltet {box} kræver et ord på {size} bogstaver</numerusform>
            <numerusform>{word} har {count} bogstaver; feltet {box} kræver et ord på {size} bogstaver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>feltet {box} tager {size} ord, ikke {count}</numerusform>
            <numerusform>feltet {box} tager {size} ord, ikke {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>feltet {box} er allerede udfyldt</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>feltet {box} tager ét ord, ikke {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>feltet {box} tager ingen ord (kun et ord af alle {count} bogstaver, for Yahtzee-bonussen)</translation>
    </message>
</context>
</TS>
