<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>Announcer</name>
    <message>
        <source>{player} scored {points} in {box}. Turn: {next}.</source>
        <translation>{player} scoort {points} bij {box}. Nu aan de beurt: {next}.</translation>
    </message>
    <message>
        <source>{player} scored {points} in {box}. Game over.</source>
        <translation>{player} scoort {points} bij {box}. Spel afgelopen.</translation>
    </message>
    <message>
        <source>Rolled {faces}. No rolls left.</source>
        <translation>Gegooid: {faces}. Geen worpen meer.</translation>
    </message>
    <message numerus="yes">
        <source>Rolled {faces}. {left} roll(s) left.</source>
        <translation>
            <numerusform>Gegooid: {faces}. Nog {left} worp.</numerusform>
            <numerusform>Gegooid: {faces}. Nog {left} worpen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Die {die} held.</source>
        <translation>Dobbelsteen {die} vastgehouden.</translation>
    </message>
    <message>
        <source>Die {die} released.</source>
        <translation>Dobbelsteen {die} losgelaten.</translation>
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
        <translation>Naam</translation>
    </message>
    <message>
        <source>Section</source>
        <translation>Deel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Highest</source>
        <translation>Hoogste</translation>
    </message>
    <message>
        <source>Rule in words</source>
        <translation>Regel in woorden</translation>
    </message>
    <message>
        <source>upper</source>
        <translation>boven</translation>
    </message>
    <message>
        <source>lower</source>
        <translation>onder</translation>
    </message>
    <message>
        <source>{name} {value}</source>
        <translation>{name} {value}</translation>
    </message>
    <message>
        <source>not {name}</source>
        <translation>niet {name}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>Being worked out: these dice have too many rolls to score every box at once, so the highest scores come with the expected score.</source>
        <extracomment>a highest score being worked out (dice with so many rolls that their table is built with the expected score): shown as &quot;…&quot;, said in its tooltip, never a blank column</extracomment>
        <translation>Wordt berekend: deze dobbelstenen geven te veel worpen om elk vak meteen te scoren, dus de hoogste scores komen met de verwachte score.</translation>
    </message>
</context>
<context>
    <name>CardPrinting</name>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>&amp;Large print: box names at 15 pt, tall rows</source>
        <translation>&amp;Grote letters: vaknamen in 15 pt, hoge rijen</translation>
    </message>
    <message>
        <source>&amp;Four cards to a page, with lines to cut along</source>
        <translation>&amp;Vier kaarten per pagina, met snijlijnen</translation>
    </message>
    <message>
        <source>&amp;Black and white</source>
        <translation>&amp;Zwart-wit</translation>
    </message>
    <message>
        <source>As usual here ({paper})</source>
        <translation>Zoals hier gebruikelijk ({paper})</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (VS)</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>P&amp;apier:</translation>
    </message>
    <message>
        <source>Four to a page, a card too long for a quarter of the page is not printed, and the window says so.</source>
        <translation>Met vier op een pagina wordt een kaart die te lang is voor een kwart pagina niet afgedrukt, en het venster zegt dat.</translation>
    </message>
    <message>
        <source>A card too long for one page goes on over two, and the window says so.</source>
        <translation>Een kaart die te lang is voor één pagina gaat verder op een tweede, en het venster zegt dat.</translation>
    </message>
    <message>
        <source>{name} score card.pdf</source>
        <translation>{name} scorekaart.pdf</translation>
    </message>
    <message>
        <source>Save Score Card as PDF</source>
        <translation>Scorekaart opslaan als pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Pdf-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>The score card was not saved: {reason}.</source>
        <translation>De scorekaart is niet opgeslagen: {reason}.</translation>
    </message>
    <message>
        <source>Saved the score card as {file}.</source>
        <translation>Scorekaart opgeslagen als {file}.</translation>
    </message>
    <message>
        <source>Print Score Card</source>
        <translation>Scorekaart afdrukken</translation>
    </message>
    <message>
        <source>The score card was not printed: {reason}.</source>
        <translation>De scorekaart is niet afgedrukt: {reason}.</translation>
    </message>
    <message>
        <source>Printed the score card to {file}.</source>
        <translation>Scorekaart afgedrukt naar {file}.</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Opslaan…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Af&amp;drukken…</translation>
    </message>
</context>
<context>
    <name>ClaimPanel</name>
    <message>
        <source>{word}: in the dictionary</source>
        <translation>{word}: staat in het woordenboek</translation>
    </message>
    <message>
        <source>{word}: in the dictionary — dice {dice}</source>
        <translation>{word}: staat in het woordenboek — dobbelstenen {dice}</translation>
    </message>
    <message>
        <source>{word}: {problem}</source>
        <translation>{word}: {problem}</translation>
    </message>
    <message>
        <source>{word}: {problem} — dice {dice}</source>
        <translation>{word}: {problem} — dobbelstenen {dice}</translation>
    </message>
    <message>
        <source>The wild face stands for {letters}.</source>
        <translation>De jokerzijde staat voor {letters}.</translation>
    </message>
    <message>
        <source>{points}  (+{bonus} Yahtzee bonus)</source>
        <translation>{points}  (+{bonus} Yahtzee-bonus)</translation>
    </message>
    <message>
        <source>Type a word for this box.</source>
        <translation>Typ een woord voor dit vak.</translation>
    </message>
    <message>
        <source>Add die {die}&apos;s letter</source>
        <translation>Letter van dobbelsteen {die} toevoegen</translation>
    </message>
    <message>
        <source>Add the wild face&apos;s letter (die {die})</source>
        <translation>Letter van de jokerzijde toevoegen (dobbelsteen {die})</translation>
    </message>
    <message>
        <source>Add the letter {letter} (die {die})</source>
        <translation>Letter {letter} toevoegen (dobbelsteen {die})</translation>
    </message>
    <message>
        <source>Type words; * and a letter for the wild face (ca*t)</source>
        <translation>Engelse woorden; * en een letter voor de jokerzijde (ca*t)</translation>
    </message>
    <message>
        <source>Words for the claim</source>
        <translation>Woorden om in te vullen</translation>
    </message>
    <message>
        <source>Words separated by spaces, in any case. For the wild face, type * and the letter it stands for (ca*t), or click the diamond.</source>
        <translation>Woorden gescheiden door spaties, in hoofd- of kleine letters. Voor de jokerzijde typ je * en de letter waarvoor die staat (ca*t), of klik je op de ruit.</translation>
    </message>
    <message>
        <source>Letter the wild face stands for</source>
        <translation>Letter waarvoor de jokerzijde staat</translation>
    </message>
    <message>
        <source>The letter the wild face stands for when you click it (worth 0 points)</source>
        <translation>De letter waarvoor de jokerzijde staat als je erop klikt (0 punten waard)</translation>
    </message>
    <message>
        <source>Next word</source>
        <translation>Volgend woord</translation>
    </message>
    <message>
        <source>Start another word</source>
        <translation>Een nieuw woord beginnen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Remove every word</source>
        <translation>Alle woorden verwijderen</translation>
    </message>
    <message>
        <source>Dictionary check</source>
        <translation>Controle in het woordenboek</translation>
    </message>
    <message numerus="yes">
        <source>Type {count} word(s) for this box.</source>
        <translation>
            <numerusform>Typ {count} woord voor dit vak.</numerusform>
            <numerusform>Typ {count} woorden voor dit vak.</numerusform>
        </translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Open vak</translation>
    </message>
    <message>
        <source>With these words</source>
        <translation>Met deze woorden</translation>
    </message>
    <message>
        <source>What each open box would score</source>
        <translation>Wat elk open vak zou opleveren</translation>
    </message>
    <message>
        <source>Book</source>
        <translation>Invullen</translation>
    </message>
    <message>
        <source>Write this claim in the chosen box (Enter)</source>
        <translation>Deze woorden in het gekozen vak invullen (Enter)</translation>
    </message>
    <message>
        <source>Write a zero</source>
        <translation>Een nul invullen</translation>
    </message>
    <message>
        <source>Give up the chosen box for this turn: it scores 0</source>
        <translation>Het gekozen vak deze beurt wegstrepen: het telt 0</translation>
    </message>
    <message>
        <source>&amp;Words:</source>
        <translation>&amp;Woorden:</translation>
    </message>
    <message>
        <source>Wild face &amp;is</source>
        <translation>Jokerzijde &amp;is</translation>
    </message>
    <message>
        <source>Words played so far, newest first</source>
        <translation>Tot nu toe gespeelde woorden, nieuwste eerst</translation>
    </message>
    <message>
        <source>Played so far (newest first):</source>
        <translation>Tot nu toe gespeeld (nieuwste eerst):</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now.</source>
        <translation>De tijd is om: je kunt nu alleen nog een nul invullen.</translation>
    </message>
    <message>
        <source>Roll the dice to make words.</source>
        <translation>Gooi de dobbelstenen om woorden te maken.</translation>
    </message>
    <message>
        <source>No words yet.</source>
        <translation>Nog geen woorden.</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked now. Choose a box and press Enter (or Write a zero).</source>
        <translation>De tijd is om: je kunt nu alleen nog een nul invullen. Kies een vak en druk op Enter (of Een nul invullen).</translation>
    </message>
    <message>
        <source>0 (time is up)</source>
        <translation>0 (tijd is om)</translation>
    </message>
</context>
<context>
    <name>DiceForm</name>
    <message>
        <source>Six-sided (1-6)</source>
        <translation>Zeszijdig (1-6)</translation>
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
        <translation>Eigen zijden</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Geen</translation>
    </message>
    <message>
        <source>A further all-same roll is scored like any other roll.</source>
        <translation>Een volgende worp met allemaal gelijke telt als elke andere worp.</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Verplicht</translation>
    </message>
    <message>
        <source>A further all-same roll must go in its upper box if open, else any lower box counts it as met.</source>
        <translation>Een volgende worp met allemaal gelijke moet in zijn bovenste vak als dat open is; anders telt elk onderste vak hem als gehaald.</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Vrij</translation>
    </message>
    <message>
        <source>A further all-same roll may go in any open box; it counts as met once its upper box is filled.</source>
        <translation>Een volgende worp met allemaal gelijke mag in elk open vak; hij telt als gehaald zodra zijn bovenste vak is ingevuld.</translation>
    </message>
    <message>
        <source>Any box, in any order</source>
        <translation>Elk vak, in willekeurige volgorde</translation>
    </message>
    <message>
        <source>Top to bottom, in order</source>
        <translation>Van boven naar beneden, op volgorde</translation>
    </message>
    <message>
        <source>Equal totals share the place</source>
        <translation>Gelijke totalen delen de plaats</translation>
    </message>
    <message>
        <source>The higher upper section wins</source>
        <translation>Het hoogste bovenste deel wint</translation>
    </message>
    <message>
        <source>Chosen box: {label} ({kind})</source>
        <translation>Gekozen vak: {label} ({kind})</translation>
    </message>
    <message>
        <source>Add {box}</source>
        <translation>{box} toevoegen</translation>
    </message>
    <message>
        <source>Remove {box}</source>
        <translation>{box} verwijderen</translation>
    </message>
    <message>
        <source>Move {box}</source>
        <translation>{box} verplaatsen</translation>
    </message>
    <message>
        <source>Edit {box}</source>
        <translation>{box} bewerken</translation>
    </message>
    <message>
        <source>{box} (upper)</source>
        <translation>{box} (boven)</translation>
    </message>
    <message>
        <source>Use &amp;par {par}</source>
        <translation>&amp;Par {par}</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name}:</translation>
    </message>
    <message>
        <source>Ruleset name</source>
        <extracomment>in a window lower than this (a 768-line screen&apos;s), a box&apos;s rule in words takes at most :data:`RULE_LINES` lines in the table (the rest is cut with &quot;…&quot;; its tooltip has it whole): the table shows five whole boxes there, not two or three; a taller window shows every rule whole room a cell&apos;s text leaves for its margins and the grid (the style&apos;s, with one to spare)</extracomment>
        <translation>Naam van de regelset</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Aantal dobbelstenen</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Zijden van de dobbelstenen</translation>
    </message>
    <message>
        <source>e.g. 1, 2, 3, 5, 8, 13</source>
        <translation>bijv. 1, 2, 3, 5, 8, 13</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Worpen per beurt</translation>
    </message>
    <message>
        <source>Unused rolls are saved for later turns</source>
        <translation>Ongebruikte worpen blijven bewaard voor latere beurten</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus boven</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Drempel voor de bonus boven</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Punten voor de bonus boven</translation>
    </message>
    <message>
        <source>Use &amp;par</source>
        <translation>&amp;Par gebruiken</translation>
    </message>
    <message>
        <source>Set the threshold to the par: three dice of each upper face with five dice, four with six</source>
        <translation>Zet de drempel op par: drie dobbelstenen van elke bovenste waarde bij vijf dobbelstenen, vier bij zes</translation>
    </message>
    <message>
        <source>Extra all-same bonus points</source>
        <translation>Punten van de extra bonus voor gelijke</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Volgorde van invullen</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Bij gelijkspel</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Zijden:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>W&amp;orpen per beurt:</translation>
    </message>
    <message>
        <source>at</source>
        <translation>bij</translation>
    </message>
    <message>
        <source>scores</source>
        <translation>levert</translation>
    </message>
    <message>
        <source>E&amp;xtra all-same bonus:</source>
        <translation>E&amp;xtra bonus voor gelijke:</translation>
    </message>
    <message>
        <source>Extra all-same </source>
        <comment>the first line of &apos;Extra all-same bonus:&apos;</comment>
        <translation>Extra bonus </translation>
    </message>
    <message>
        <source>&amp;Joker:</source>
        <translation>&amp;Joker:</translation>
    </message>
    <message>
        <source>Scoring &amp;order:</source>
        <translation>V&amp;olgorde:</translation>
    </message>
    <message>
        <source>&amp;Tie-break:</source>
        <translation>Bij &amp;gelijkspel:</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Vakken</translation>
    </message>
    <message>
        <source>Box to add</source>
        <translation>Vak om toe te voegen</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Vak &amp;toevoegen</translation>
    </message>
    <message>
        <source>Remo&amp;ve</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Omhoo&amp;g</translation>
    </message>
    <message>
        <source>Move do&amp;wn</source>
        <translation>Omlaa&amp;g</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Up)</source>
        <translation>Het gekozen vak verplaatsen (Ctrl+Omhoog)</translation>
    </message>
    <message>
        <source>Move the chosen box (Ctrl+Down)</source>
        <translation>Het gekozen vak verplaatsen (Ctrl+Omlaag)</translation>
    </message>
    <message>
        <source>&amp;Boxes:</source>
        <translation>Va&amp;kken:</translation>
    </message>
    <message>
        <source>Chosen box: none</source>
        <translation>Gekozen vak: geen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Bewaarde worpen</translation>
    </message>
    <message>
        <source>Bonus threshold</source>
        <translation>Bonusdrempel</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Bonuspunten</translation>
    </message>
    <message>
        <source>Extra bonus</source>
        <translation>Extra bonus</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Volgorde</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Zijden</translation>
    </message>
    <message>
        <source>Upper bonus on</source>
        <translation>Bonus boven aan</translation>
    </message>
    <message>
        <source>Upper bonus off</source>
        <translation>Bonus boven uit</translation>
    </message>
    <message>
        <source>Use par</source>
        <translation>Par gebruiken</translation>
    </message>
    <message>
        <source>This kind of box has no parameters.</source>
        <translation>Dit soort vak heeft geen instellingen.</translation>
    </message>
</context>
<context>
    <name>DiceTray</name>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
</context>
<context>
    <name>DieButton</name>
    <message>
        <source>Die {number}: not rolled yet</source>
        <translation>Dobbelsteen {number}: nog niet gegooid</translation>
    </message>
    <message>
        <source>Roll first.</source>
        <translation>Gooi eerst.</translation>
    </message>
    <message>
        <source>Die {number}: {face}</source>
        <translation>Dobbelsteen {number}: {face}</translation>
    </message>
    <message>
        <source>Die {number}: {face}, held</source>
        <translation>Dobbelsteen {number}: {face}, vastgehouden</translation>
    </message>
    <message>
        <source>Click or press {number} to hold it.</source>
        <translation>Klik of druk op {number} om hem vast te houden.</translation>
    </message>
    <message>
        <source>Click or press {number} to release it.</source>
        <translation>Klik of druk op {number} om hem los te laten.</translation>
    </message>
    <message>
        <source>{name}. {action}</source>
        <translation>{name}. {action}</translation>
    </message>
    <message>
        <source>HELD</source>
        <translation>VAST</translation>
    </message>
</context>
<context>
    <name>DigitFaces</name>
    <message>
        <source>digit {digit}</source>
        <translation>cijfer {digit}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>1st</source>
        <extracomment>how long after the dialog appears keys are ignored (a player hurrying the last computer turn with Space takes a moment to see that the game is over)</extracomment>
        <translation>1e</translation>
    </message>
    <message>
        <source>{n}st</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}nd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}rd</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}e</translation>
    </message>
    <message>
        <source>{place} (tie)</source>
        <translation>{place} (gedeeld)</translation>
    </message>
    <message numerus="yes">
        <source>You scored {total}.</source>
        <translation>
            <numerusform>Je scoorde {total} punt.</numerusform>
            <numerusform>Je scoorde {total} punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>A shared win: {first} and {second} with {total}.</source>
        <translation>Gedeelde winst: {first} en {second} met {total}.</translation>
    </message>
    <message>
        <source>A shared win: {names} and {last} with {total}.</source>
        <translation>Gedeelde winst: {names} en {last} met {total}.</translation>
    </message>
    <message>
        <source>{name} wins with {total}!</source>
        <translation>{name} wint met {total}!</translation>
    </message>
    <message>
        <source>New high score for {rules}: {name}, {score}!</source>
        <translation>Nieuwe topscore voor {rules}: {name}, {score}!</translation>
    </message>
    <message>
        <source>{name}&apos;s {score} is number {rank} on the {rules} high-score table.</source>
        <translation>{score} van {name} staat op nummer {rank} in de topscores van {rules}.</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>&amp;Play Again</source>
        <translation>Opnieuw &amp;spelen</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Analyseren…</translation>
    </message>
</context>
<context>
    <name>FileToWrite</name>
    <message>
        <source>{file} exists already. Replace it?</source>
        <translation>{file} bestaat al. Vervangen?</translation>
    </message>
    <message>
        <source>The file in {folder} is replaced by the new one.</source>
        <translation>Het bestand in {folder} wordt door het nieuwe vervangen.</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Vervangen</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Last {days} day(s)</source>
        <translation>
            <numerusform>Laatste {days} dag</numerusform>
            <numerusform>Laatste {days} dagen</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <extracomment>a box per origin and per kind of dice, by its key (none without ``sources``)</extracomment>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>Computers too</source>
        <translation>Ook computers</translation>
    </message>
    <message>
        <source>Unassisted only</source>
        <translation>Alleen zonder hulp</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <source>Period:</source>
        <translation>Periode:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Spellen:</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dobbelstenen:</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Alle regels</translation>
    </message>
    <message>
        <source>Every person</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>Alle datums</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Aangepast…</translation>
    </message>
</context>
<context>
    <name>Filters</name>
    <message>
        <source>all rules</source>
        <translation>alle regels</translation>
    </message>
    <message>
        <source>every person</source>
        <translation>iedereen</translation>
    </message>
    <message>
        <source>{since} to {until}</source>
        <translation>{since} tot {until}</translation>
    </message>
    <message>
        <source>since {since}</source>
        <translation>sinds {since}</translation>
    </message>
    <message>
        <source>until {until}</source>
        <translation>tot {until}</translation>
    </message>
    <message>
        <source>all time</source>
        <translation>alle datums</translation>
    </message>
    <message>
        <source>computers included</source>
        <translation>computers meegeteld</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>alleen personen</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats}</source>
        <translation>{rules} · {player} · {period} · {seats}</translation>
    </message>
    <message>
        <source>{rules} · {player} · {period} · {seats} · unassisted games only</source>
        <translation>{rules} · {player} · {period} · {seats} · alleen spellen zonder hulp</translation>
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
        <translation>geen spellen</translation>
    </message>
    <message>
        <source>played here</source>
        <extracomment>where games come from and how their dice were thrown, as a filter&apos;s line names them</extracomment>
        <translation>hier gespeeld</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>ingevoerd</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>geïmporteerd</translation>
    </message>
    <message>
        <source>dice rolled here</source>
        <translation>dobbelstenen hier gegooid</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte dobbelstenen</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>This game was played with a game this version does not know: no review.</source>
        <translation>Dit spel is gespeeld met een spel dat deze versie niet kent: geen analyse.</translation>
    </message>
    <message>
        <source>{game} games have no review.</source>
        <translation>{game} heeft geen analyse.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Time is up: choose a box for a zero.</source>
        <translation>De tijd is om: kies een vak voor een nul.</translation>
    </message>
    <message>
        <source>Time is up, {player}: choose a box for a zero.</source>
        <translation>De tijd is om, {player}: kies een vak voor een nul.</translation>
    </message>
    <message>
        <source>start a game first</source>
        <translation>begin eerst een spel</translation>
    </message>
    <message>
        <source>the dice are still rolling</source>
        <translation>de dobbelstenen rollen nog</translation>
    </message>
    <message>
        <source>{player} is playing</source>
        <translation>{player} is aan de beurt</translation>
    </message>
    <message>
        <source>Your game could not be saved: {problem}</source>
        <translation>Je spel kon niet worden opgeslagen: {problem}</translation>
    </message>
    <message>
        <source>these are real dice: type what they show</source>
        <translation>dit zijn echte dobbelstenen: typ wat ze tonen</translation>
    </message>
    <message>
        <source>{player} plays in {seconds} s: Undo (Ctrl+Z) takes back your move.</source>
        <translation>{player} speelt over {seconds} s: Ongedaan maken (Ctrl+Z) neemt je zet terug.</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <source>Computer – {level}</source>
        <translation>Computer – {level}</translation>
    </message>
    <message>
        <source>{rules} has no hints.</source>
        <extracomment>a dialog&apos;s property: while it is open a timed turn&apos;s time runs on (a dialog that is part of the turn, as looking a word up is: holding the clock, it would let a player stall)</extracomment>
        <translation>{rules} heeft geen tips.</translation>
    </message>
    <message>
        <source>{name} ({game})</source>
        <translation>{name} ({game})</translation>
    </message>
    <message>
        <source>What this game needs is still loading; claim again in a moment.</source>
        <extracomment>a game&apos;s own types, as its core :class:`~yachtdice.core.registry.Mode` has them: its ruleset, its claim, its review and a row of the review shown beside the scorecard while a game of this kind is on the table (None: nothing) the panel sits under the dice rather than beside the card (a wide panel: the card keeps the room its names need, the dice the room they need to be read) what a claim made too early is told (a whole sentence)</extracomment>
        <translation>Wat dit spel nodig heeft, wordt nog geladen; probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>What this game needs could not be loaded</source>
        <extracomment>what the player is told when loading failed (the reason follows)</extracomment>
        <translation>Wat dit spel nodig heeft, kon niet worden geladen</translation>
    </message>
    <message>
        <source>Pick a box with the arrow keys and Enter, or click it.</source>
        <extracomment>the columns&apos; headers; the last column is the row&apos;s figure the rows shown for a player, from the review a row&apos;s cells, one text per column, from the rules and the row a row&apos;s tooltip (None: none) a player&apos;s review in a sentence or two, from the review and the player the figure, as Statistics&apos; axis names it (&quot;expected points given away&quot;) the figure of a turn, as the review&apos;s chart names it (&quot;points given away&quot;) a game&apos;s figure in a sentence, formatted with ``game`` and ``value`` (&quot;game 12: 9 points missed&quot;) the Statistics tab that draws the figure per game the title above the rows the columns that share the width left over one row of Statistics&apos; &quot;Where the points go&quot;: (the box or bonus as players read it, your average per game, optimal play&apos;s or None, your share of zeros in it or None) optimal play&apos;s figures for a ruleset of the game (called off the GUI thread: it may solve the rules first, which takes minutes the first time) the &quot;Where the points go&quot; rows, bonuses too, from the statistics of one ruleset, the rules and optimal play&apos;s figures (None: not worked out yet) how a game under rules ``R`` shows its review: the review and its rows are the game&apos;s own, handed back to it unread (Python&apos;s types cannot say &quot;some type&quot;: hence erased) how some game shows its review, as the shared review window holds it the dice&apos;s faces for a ruleset (None: numbers, pips up to nine) the scorecard&apos;s rows and cells (None: each box, then the total) the game&apos;s part of the window, made once per window (None: :class:`GamePart`) the game&apos;s own commands for the Game menu (Print…), made once per window and shown there while a game of it is on the table (None: none) its printed score card in the window&apos;s language (numbers as the locale writes them, say); None: each of the core&apos;s texts on it translated F1: the rules as HTML, every text escaped (None: from the box names) a ruleset as the rules lists name it (None: its name, the game&apos;s in brackets) the names of the computer levels by id (None: the core game&apos;s level ids) the game&apos;s New Game options (None: none) the rules a saved setup deals, from the chosen ruleset and the setup&apos;s options the seconds a person has for a turn by a setup&apos;s options (None: the game has no timer) whether a claim writes a zero (the one claim left once a timed turn runs out) why a game cannot start with so many players (None: it can) the game&apos;s own form in the House Rules window (a :class:`~yachtdice.ui.widgets.form_fields.ModeForm`), made the first time a ruleset of the game is shown there; None: the game&apos;s rules are not made there New Game&apos;s Edit... and New... open the game&apos;s rules in House Rules (and its saved rules are deleted there); False: they are off, and New Game deletes its saved rules the help line&apos;s words on what to do with the dice rolled</extracomment>
        <translation>Kies een vak met de pijltoetsen en Enter, of klik erop.</translation>
    </message>
    <message>
        <source>Space</source>
        <extracomment>the key that rolls again with dice on the table</extracomment>
        <translation>Spatie</translation>
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
        <translation>Speler</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Opmerkingen</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>a score&apos;s notes: played with help, by a computer, not played here</extracomment>
        <translation>met hulp</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>ingevoerd</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>geïmporteerd</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte dobbelstenen</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>Rolled here</source>
        <extracomment>the dice a table of scores is of: its own provenance, never mixed unless asked (None: any)</extracomment>
        <translation>Hier gegooid</translation>
    </message>
    <message>
        <source>Real dice</source>
        <translation>Echte dobbelstenen</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Any dice</source>
        <translation>Alle dobbelstenen</translation>
    </message>
    <message>
        <source>This game was played with real dice at the table, typed in.</source>
        <translation>Dit spel is aan tafel met echte dobbelstenen gespeeld en ingetypt.</translation>
    </message>
    <message>
        <source>This game was played online, its dice rolled across computers.</source>
        <translation>Dit spel is online gespeeld, met dobbelstenen gegooid over meerdere computers.</translation>
    </message>
    <message>
        <source>{name} used undo or hints in this game.</source>
        <translation>{name} gebruikte ongedaan maken of tips in dit spel.</translation>
    </message>
    <message>
        <source>This game was imported from a history file, not played on this computer.</source>
        <translation>Dit spel is geïmporteerd uit een geschiedenisbestand, niet op deze computer gespeeld.</translation>
    </message>
    <message>
        <source>This game was recorded from a file (yachtdice-cli record), not played on this computer.</source>
        <translation>Dit spel is ingevoerd uit een bestand (yachtdice-cli record), niet op deze computer gespeeld.</translation>
    </message>
    <message>
        <source>No finished games with these rules yet.</source>
        <translation>Nog geen afgelopen spellen met deze regels.</translation>
    </message>
    <message>
        <source>The history is not available right now.</source>
        <translation>De geschiedenis is nu niet beschikbaar.</translation>
    </message>
    <message>
        <source>No games with these rules were played on this computer yet; tick “Include imported and recorded games” to see the others.</source>
        <translation>Met deze regels is op deze computer nog niet gespeeld; vink ‘Geïmporteerde en ingevoerde spellen meenemen’ aan om de andere te zien.</translation>
    </message>
    <message>
        <source>High Scores</source>
        <translation>Topscores</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Only scores without &amp;undo or hints</source>
        <translation>Alleen scores zonder &amp;ongedaan maken of tips</translation>
    </message>
    <message>
        <source>Include &amp;computer players</source>
        <translation>&amp;Computerspelers meenemen</translation>
    </message>
    <message>
        <source>Include &amp;imported and recorded games</source>
        <translation>&amp;Geïmporteerde en ingevoerde spellen meenemen</translation>
    </message>
    <message>
        <source>Games not played on this computer: imported from a history file, or recorded from a file. They are marked so in the notes.</source>
        <translation>Spellen die niet op deze computer zijn gespeeld: geïmporteerd uit een geschiedenisbestand of ingevoerd uit een bestand. Ze zijn zo gemarkeerd in de opmerkingen.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regels:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dobbelstenen:</translation>
    </message>
</context>
<context>
    <name>HintPresenter</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Gooi eerst de dobbelstenen; dan kan een tip zeggen wat je moet houden.</translation>
    </message>
    <message>
        <source>Working out the best play for these rules…</source>
        <translation>Het beste spel voor deze regels wordt berekend…</translation>
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
        <translation>Regels</translation>
    </message>
    <message>
        <source>Players and scores</source>
        <translation>Spelers en scores</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Opmerkingen</translation>
    </message>
    <message>
        <source>assisted</source>
        <extracomment>the notes of a game not played here, or played with help</extracomment>
        <translation>met hulp</translation>
    </message>
    <message>
        <source>recorded</source>
        <translation>ingevoerd</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>geïmporteerd</translation>
    </message>
    <message>
        <source>real dice</source>
        <translation>echte dobbelstenen</translation>
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
        <translation>{name} {total} (won de beslissing)</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Nog geen afgelopen spellen.</translation>
    </message>
    <message>
        <source>No games match these filters. Try all rules, every person, all time or Computers too.</source>
        <translation>Geen spellen passen bij deze filters. Probeer alle regels, iedereen, alle datums of Ook computers.</translation>
    </message>
    <message numerus="yes">
        <source>Showing {count} game(s): {filters}</source>
        <translation>
            <numerusform>{count} spel: {filters}</numerusform>
            <numerusform>{count} spellen: {filters}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the newest {shown} of {count} game(s): {filters}</source>
        <translation>
            <numerusform>De nieuwste {shown} van {count} spel: {filters}</numerusform>
            <numerusform>De nieuwste {shown} van {count} spellen: {filters}</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a game to review.</source>
        <translation>Kies een spel om te analyseren.</translation>
    </message>
    <message>
        <source>Review the chosen game&apos;s decisions</source>
        <translation>De beslissingen van het gekozen spel analyseren</translation>
    </message>
    <message>
        <source>Delete Game</source>
        <translation>Spel verwijderen</translation>
    </message>
    <message>
        <source>Delete the game of {rules} of {when} ({players}) for good?</source>
        <translation>Het spel {rules} van {when} ({players}) voorgoed verwijderen?</translation>
    </message>
    <message>
        <source>Its scores leave High Scores and Statistics; it cannot be brought back.</source>
        <translation>De scores verdwijnen uit Topscores en Statistieken; het kan niet worden teruggehaald.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Bewaren</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>What each player booked in the chosen game</source>
        <translation>Wat elke speler in het gekozen spel heeft ingevuld</translation>
    </message>
    <message>
        <source>&amp;Review…</source>
        <translation>&amp;Analyseren…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>The chosen game, turn by turn:</source>
        <translation>Het gekozen spel, beurt voor beurt:</translation>
    </message>
    <message>
        <source>Save Score Card as &amp;PDF…</source>
        <translation>Scorekaart opslaan als &amp;pdf…</translation>
    </message>
    <message>
        <source>Turn {turn}, played by a computer while {name} was away: {booking}</source>
        <translation>Beurt {turn}, door een computer gespeeld terwijl {name} weg was: {booking}</translation>
    </message>
    <message>
        <source>Turn {turn}: {booking}</source>
        <translation>Beurt {turn}: {booking}</translation>
    </message>
    <message>
        <source>This game cannot be shown turn by turn: {why}</source>
        <translation>Dit spel kan niet beurt voor beurt worden getoond: {why}</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>Host a Game</source>
        <translation>Een spel hosten</translation>
    </message>
    <message>
        <source>Choose the rules and the seats. Guests join from their own computers with the room code the next window shows.</source>
        <translation>Kies de regels en de plaatsen. Gasten doen mee vanaf hun eigen computer met de kamercode die het volgende venster toont.</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Other &amp;people at this computer:</source>
        <translation>Andere &amp;mensen aan deze computer:</translation>
    </message>
    <message>
        <source>&amp;Computers:</source>
        <translation>&amp;Computers:</translation>
    </message>
    <message>
        <source>&amp;Guests (open seats):</source>
        <translation>&amp;Gasten (open plaatsen):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>&amp;Hosten</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a Game</source>
        <extracomment>the host&apos;s address and the room code of a seat the player left with Leave the Game (a language switch): the Join dialog made next offers them again, to take the seat back</extracomment>
        <translation>Meedoen aan een spel</translation>
    </message>
    <message>
        <source>Games on this network:</source>
        <translation>Spellen op dit netwerk:</translation>
    </message>
    <message>
        <source>address:port</source>
        <translation>adres:poort</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>Room &amp;code:</source>
        <translation>Kamer&amp;code:</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Meedoen</translation>
    </message>
    <message>
        <source>{host}: {rules}, in progress, at {where}</source>
        <translation>{host}: {rules}, bezig, op {where}</translation>
    </message>
    <message>
        <source>{host}: {rules}, open seats: {open}, at {where}</source>
        <translation>{host}: {rules}, open plaatsen: {open}, op {where}</translation>
    </message>
    <message>
        <source>The game has begun: only its own guests join it again, each taking back their seat.</source>
        <translation>Het spel is begonnen: alleen de eigen gasten doen weer mee, ieder op zijn eigen plaats.</translation>
    </message>
    <message>
        <source>The host plays {rules}.</source>
        <translation>De host speelt {rules}.</translation>
    </message>
    <message>
        <source>give the host as address:port</source>
        <translation>geef de host op als adres:poort</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinden…</translation>
    </message>
    <message>
        <source>{host} plays {rules}. Waiting for every seat to be taken…</source>
        <translation>{host} speelt {rules}. Wachten tot alle plaatsen bezet zijn…</translation>
    </message>
    <message>
        <source>the connection to the host is gone: join again</source>
        <translation>de verbinding met de host is weg: doe opnieuw mee</translation>
    </message>
    <message>
        <source>Yacht Dice – {host}&apos;s game</source>
        <translation>Yacht Dice – spel van {host}</translation>
    </message>
    <message>
        <source>Leave the Game</source>
        <translation>Het spel verlaten</translation>
    </message>
    <message>
        <source>Leave the game? The game with {names} is not over.</source>
        <translation>Het spel verlaten? Het spel met {names} is nog niet voorbij.</translation>
    </message>
    <message>
        <source>Your seat is kept: Join a Game takes it back with the same room code.</source>
        <translation>Je plaats blijft bewaard: Meedoen aan een spel neemt hem terug met dezelfde kamercode.</translation>
    </message>
    <message>
        <source>&amp;Leave the Game</source>
        <translation>Het spel &amp;verlaten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>LetterFaces</name>
    <message>
        <source>the wild face, worth {value}</source>
        <translation>de jokerzijde, {value} waard</translation>
    </message>
    <message>
        <source>letter {letter}, worth {value}</source>
        <translation>letter {letter}, {value} waard</translation>
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
        <translation>Een spel hosten</translation>
    </message>
    <message>
        <source>The game goes on where it was; the guests take their seats again with the same room code.</source>
        <translation>Het spel gaat verder waar het was; de gasten nemen hun plaatsen weer in met dezelfde kamercode.</translation>
    </message>
    <message>
        <source>Tell the others this room code:</source>
        <translation>Geef de anderen deze kamercode:</translation>
    </message>
    <message>
        <source>Guests on this network find the room in Join a Game; guests elsewhere type {address}.</source>
        <translation>Gasten op dit netwerk vinden de kamer onder Meedoen aan een spel; gasten elders typen {address}.</translation>
    </message>
    <message>
        <source>Seats:</source>
        <translation>Plaatsen:</translation>
    </message>
    <message>
        <source>What the room says:</source>
        <translation>Wat de kamer zegt:</translation>
    </message>
    <message>
        <source>&amp;Start (computers take the open seats)</source>
        <translation>&amp;Starten (computers nemen de open plaatsen)</translation>
    </message>
    <message>
        <source>{name} (away: a computer plays)</source>
        <translation>{name} (weg: een computer speelt)</translation>
    </message>
    <message>
        <source>Let a &amp;computer play for {name} until they are back, at:</source>
        <translation>Laat een &amp;computer voor {name} spelen tot die terug is, op:</translation>
    </message>
    <message>
        <source>{name} is away: the room&apos;s window can let a computer play for them.</source>
        <translation>{name} is weg: het venster van de kamer kan een computer voor die speler laten spelen.</translation>
    </message>
    <message>
        <source>Yacht Dice – hosting {code}</source>
        <translation>Yacht Dice – host van {code}</translation>
    </message>
    <message>
        <source>Every guest is disconnected. The game is kept: Game ▸ Unfinished Games opens this room again, and the guests join with the same room code.</source>
        <translation>Alle gasten worden losgekoppeld. Het spel wordt bewaard: Spel ▸ Onafgemaakte spellen opent deze kamer opnieuw, en de gasten doen mee met dezelfde kamercode.</translation>
    </message>
    <message>
        <source>Every guest is disconnected, and the game cannot be resumed: this computer&apos;s history is not open.</source>
        <translation>Alle gasten worden losgekoppeld, en het spel kan niet worden hervat: de geschiedenis van deze computer is niet geopend.</translation>
    </message>
    <message>
        <source>Close the Room</source>
        <translation>Kamer sluiten</translation>
    </message>
    <message>
        <source>Close the room? The game with {names} is not over.</source>
        <translation>De kamer sluiten? Het spel met {names} is nog niet voorbij.</translation>
    </message>
    <message>
        <source>&amp;Close the Room</source>
        <translation>Kamer &amp;sluiten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>LookBackView</name>
    <message>
        <source>Look back: what the dice could make</source>
        <translation>Terugblik: wat de dobbelstenen konden maken</translation>
    </message>
    <message>
        <source>Whose card</source>
        <translation>Wiens kaart</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Vak</translation>
    </message>
    <message>
        <source>Written</source>
        <translation>Geschreven</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Grootste</translation>
    </message>
    <message>
        <source>Each box: the number written and the greatest possible</source>
        <translation>Elk vak: het geschreven getal en het grootst mogelijke</translation>
    </message>
    <message>
        <source>In words</source>
        <translation>In woorden</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>geen (X)</translation>
    </message>
    <message>
        <source>{number} misread</source>
        <translation>{number} verkeerd gelezen</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): no number these dice made fitted this box.</source>
        <extracomment>what the look back says of a box: what was written (a number, misread, or X) and how it compares with the greatest these dice could make there (the same, greater, or none)</extracomment>
        <translation>{name} schreef {number} ({words}): geen getal van deze dobbelstenen paste in dit vak.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice.</source>
        <translation>{name} schreef {number} ({words}): het grootst mogelijke met die dobbelstenen.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}): the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} schreef {number} ({words}): het grootst mogelijke met die dobbelstenen was {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: no number these dice made fitted this box.</source>
        <translation>{name} schreef {number} ({words}) en las het verkeerd: geen getal van deze dobbelstenen paste in dit vak.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice.</source>
        <translation>{name} schreef {number} ({words}) en las het verkeerd: het grootst mogelijke met die dobbelstenen.</translation>
    </message>
    <message>
        <source>{name} wrote {number} ({words}), and misread it: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} schreef {number} ({words}) en las het verkeerd: het grootst mogelijke met die dobbelstenen was {best} ({best_words}).</translation>
    </message>
    <message>
        <source>{name} wrote X: no number these dice made fitted this box.</source>
        <translation>{name} schreef X: geen getal van deze dobbelstenen paste in dit vak.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice.</source>
        <translation>{name} schreef X: het grootst mogelijke met die dobbelstenen.</translation>
    </message>
    <message>
        <source>{name} wrote X: the greatest possible with those dice was {best} ({best_words}).</source>
        <translation>{name} schreef X: het grootst mogelijke met die dobbelstenen was {best} ({best_words}).</translation>
    </message>
</context>
<context>
    <name>LookupDialog</name>
    <message>
        <source>Look Up a Word</source>
        <translation>Woord opzoeken</translation>
    </message>
    <message>
        <source>Is it a word in this game? Type one word:</source>
        <translation>Is het een woord in dit spel? Typ één woord:</translation>
    </message>
    <message>
        <source>Word to look up</source>
        <translation>Op te zoeken woord</translation>
    </message>
    <message>
        <source>&amp;Look Up</source>
        <translation>&amp;Opzoeken</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwoord</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is on: offensive words are refused.</source>
        <translation>Het woordenboek: gewone Engelse woorden in Amerikaanse en Britse spelling, zonder afkortingen, eigennamen, slang of buitenlandse woorden. Het familiefilter staat aan: aanstootgevende woorden worden geweigerd.</translation>
    </message>
    <message>
        <source>The dictionary: standard English words in American and British spelling, no abbreviations, proper nouns, slang or foreign words. Family words is off: people may play offensive words; computers never do.</source>
        <translation>Het woordenboek: gewone Engelse woorden in Amerikaanse en Britse spelling, zonder afkortingen, eigennamen, slang of buitenlandse woorden. Het familiefilter staat uit: mensen mogen aanstootgevende woorden spelen; computers doen dat nooit.</translation>
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
        <translation>Nog {minutes}:{seconds} voor deze beurt</translation>
    </message>
    <message>
        <source>Not saving: {problem}</source>
        <translation>Niet opgeslagen: {problem}</translation>
    </message>
    <message>
        <source>{rules} has no review.</source>
        <translation>{rules} heeft geen analyse.</translation>
    </message>
    <message>
        <source>Working out the best play for {rules} to review the game…</source>
        <translation>Het beste spel voor {rules} wordt berekend om het spel te analyseren…</translation>
    </message>
    <message>
        <source>Rules — {rules}</source>
        <translation>Regels — {rules}</translation>
    </message>
    <message>
        <source>&amp;About {app}</source>
        <translation>&amp;Over {app}</translation>
    </message>
    <message>
        <source>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Place Value Yahtzee and your own house rules, scored exactly. MIT licence.</source>
        <translation>{app} {version}: Yahtzee, Yatzy, Maxi Yatzy, Yacht, Word Yahtzee, Plaatswaarde-Yahtzee en je eigen huisregels, precies geteld. MIT-licentie.</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>The best move and the next two, from the strategy engine (H). Using it marks the game as assisted.</source>
        <translation>De beste zet en de volgende twee, van de strategiemotor (H). Gebruik je het, dan wordt het spel als geholpen gemarkeerd.</translation>
    </message>
    <message>
        <source>Hurry (Space)</source>
        <translation>Opschieten (Spatie)</translation>
    </message>
    <message>
        <source>Message</source>
        <extracomment>the largest window icon handed to X11 (px). There Qt decodes every size of the window&apos;s icon at show() and copies each into the window&apos;s _NET_WM_ICON for the window manager, taskbars and docks, which draw a window&apos;s icon at 16 to 128 px, a zooming dock&apos;s at up to 256; the 512 px size (1 MB of the property) cost ~11 ms of the start&apos;s CPU for no picture anyone sees. (On a scaled screen Qt 6.11 hands X11 one small size, 32 px at 2x, in place of each size: the same picture with or without the 512 px size.)</extracomment>
        <translation>Bericht</translation>
    </message>
    <message>
        <source>Time left this turn</source>
        <translation>Resterende tijd voor deze beurt</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>commands the program adds to the Game menu after Unfinished Games, each its text and what it runs with the window&apos;s commands and the window (Host a Game… and Join a Game…, which live above the table: yachtdice.ui.online.install) when a command of GAME_COMMANDS (by its text) is offered in a window, asked as the window is made and each time its Game menu opens (Online Room… while a room is open); one not named here always is a shortcut: the keys as Qt writes them (&quot;Ctrl+H&quot;, &quot;F5&quot;), or ``&quot;standard:&quot;`` and the name of one of Qt&apos;s standard keys (``QKeySequence.StandardKey``: the desktop&apos;s own keys for it)</extracomment>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <extracomment>the menu bar&apos;s menus, left to right</extracomment>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>Play &amp;Again</source>
        <translation>Opnieuw s&amp;pelen</translation>
    </message>
    <message>
        <source>Un&amp;finished Games…</source>
        <translation>On&amp;afgemaakte spellen…</translation>
    </message>
    <message>
        <source>&amp;High Scores…</source>
        <translation>Top&amp;scores…</translation>
    </message>
    <message>
        <source>Hi&amp;story…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Stat&amp;istieken…</translation>
    </message>
    <message>
        <source>House &amp;Rules…</source>
        <translation>&amp;Huisregels…</translation>
    </message>
    <message>
        <source>&amp;Print Score Card…</source>
        <translation>Scorekaart af&amp;drukken…</translation>
    </message>
    <message>
        <source>Save Score Card as P&amp;DF…</source>
        <translation>Scorekaart opslaan als p&amp;df…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Afsl&amp;uiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Classroom</source>
        <translation>&amp;Klaslokaal</translation>
    </message>
    <message>
        <source>The table for the front of a room: the card, the dice and whose turn it is, as large as the window allows (F5)</source>
        <translation>De speeltafel om voor de klas te tonen: de kaart, de dobbelstenen en wie aan de beurt is, zo groot als het venster toelaat (F5)</translation>
    </message>
    <message>
        <source>&amp;Full Screen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animatiesnelheid</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Uit</translation>
    </message>
    <message>
        <source>&amp;Sound</source>
        <translation>&amp;Geluid</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thema</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Taa&amp;l</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>The game could not be reviewed</source>
        <translation>Het spel kon niet worden geanalyseerd</translation>
    </message>
    <message>
        <source>Statistics need the history, which cannot be opened.</source>
        <extracomment>the (seat, turn) pairs of a stored game a computer played for an away player (across computers: ``yachtdice.ui.online``), asked when History shows a game turn by turn and reviews it: both mark those turns the dialog opened last, and the end-of-game dialog (for the window&apos;s tests)</extracomment>
        <translation>De statistieken hebben de geschiedenis nodig, die niet kan worden geopend.</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;Desktop Language</source>
        <extracomment>the choice that follows the desktop (stored as no setting)</extracomment>
        <translation>&amp;Taal van het bureaublad</translation>
    </message>
    <message>
        <source>H&amp;ost a Game…</source>
        <translation>Een spel hos&amp;ten…</translation>
    </message>
    <message>
        <source>&amp;Join a Game…</source>
        <translation>&amp;Meedoen aan een spel…</translation>
    </message>
    <message>
        <source>Online Roo&amp;m…</source>
        <translation>Online&amp;kamer…</translation>
    </message>
</context>
<context>
    <name>Maxi Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enen</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tweeën</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Drieën</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vijven</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Zessen</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Twee paar</translation>
    </message>
    <message>
        <source>Three Pairs</source>
        <translation>Drie paar</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Drie dezelfde</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Five of a Kind</source>
        <translation>Vijf dezelfde</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine straat</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grote straat</translation>
    </message>
    <message>
        <source>Full Straight</source>
        <translation>Volle straat</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Villa</source>
        <translation>Villa</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Toren</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
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
        <translation>{box} invullen</translation>
    </message>
    <message>
        <source>keep {dice}</source>
        <translation>{dice} houden</translation>
    </message>
    <message>
        <source>reroll all</source>
        <translation>alles opnieuw gooien</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {number}</source>
        <extracomment>the setup&apos;s key for a game of real dice at the table, typed in (any game, any rules)</extracomment>
        <translation>Speler {number}</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Computer {number}</translation>
    </message>
    <message>
        <source>Name of player {number}</source>
        <translation>Naam van speler {number}</translation>
    </message>
    <message>
        <source>Player {number} is a</source>
        <translation>Speler {number} is</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(verwijderd)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Terugzetten</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Deze speler verwijderen</translation>
    </message>
    <message>
        <source>Restore this player</source>
        <translation>Deze speler terugzetten</translation>
    </message>
    <message>
        <source>Player {number}: {reason}.</source>
        <translation>Speler {number}: {reason}.</translation>
    </message>
    <message>
        <source>Other rules are already saved as &apos;{id}&apos; ({old}). Replace them with the file&apos;s {new}?</source>
        <translation>Andere regels zijn al opgeslagen als &apos;{id}&apos; ({old}). Vervangen door {new} uit het bestand?</translation>
    </message>
    <message>
        <source>Keep Both saves the file&apos;s rules as &apos;{id}&apos;. Games already played keep their exact rules either way.</source>
        <translation>Beide houden slaat de regels van het bestand op als &apos;{id}&apos;. Al gespeelde spellen houden hoe dan ook hun precieze regels.</translation>
    </message>
    <message>
        <source>{rules} is saved as &apos;{id}&apos; and chosen.</source>
        <translation>{rules} is opgeslagen als &apos;{id}&apos; en gekozen.</translation>
    </message>
    <message>
        <source>{rules} could not be saved: {reason}.</source>
        <translation>{rules} kon niet worden opgeslagen: {reason}.</translation>
    </message>
    <message>
        <source>{rules} is deleted.</source>
        <translation>{rules} is verwijderd.</translation>
    </message>
    <message>
        <source>Delete {rules}?</source>
        <translation>{rules} verwijderen?</translation>
    </message>
    <message>
        <source>With real dice every player is a person at the table: make player {number} a person.</source>
        <translation>Met echte dobbelstenen is elke speler een persoon aan tafel: maak speler {number} een persoon.</translation>
    </message>
    <message>
        <source>New Game</source>
        <extracomment>the computer level last chosen in each game, by the game&apos;s id: switching games and back (in this dialog, or the next time it opens) gives it back</extracomment>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bewerken…</translation>
    </message>
    <message>
        <source>Ne&amp;w…</source>
        <translation>Nie&amp;uw…</translation>
    </message>
    <message>
        <source>&amp;Open File…</source>
        <translation>Bestand &amp;openen…</translation>
    </message>
    <message>
        <source>Open a rules file of any kind of game, such as a teacher&apos;s own Place Value card: it is checked, saved and listed here from then on.</source>
        <translation>Open een regelbestand van elk soort spel, zoals de eigen plaatswaardekaart van een leraar: het wordt gecontroleerd, opgeslagen en vanaf dan hier getoond.</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <extracomment>each game&apos;s own options (a timer, a teacher&apos;s rule) by its id, shown with its rules</extracomment>
        <translation>Speler &amp;toevoegen</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Players (1 to 8):</source>
        <translation>Spelers (1 tot 8):</translation>
    </message>
    <message>
        <source>Real dice at the &amp;table: type in what they show</source>
        <translation>&amp;Echte dobbelstenen aan tafel: typ wat ze tonen</translation>
    </message>
    <message>
        <source>Throw your own dice and type or click what they show; the card scores them, with hints, undo and the review, and the game is kept as one of real dice.</source>
        <translation>Gooi met je eigen dobbelstenen en typ of klik wat ze tonen; het scoreblok telt de punten, met tips, ongedaan maken en nabespreking, en het spel wordt bewaard als een spel met echte dobbelstenen.</translation>
    </message>
    <message>
        <source>Delete these saved rules; games already played with them keep them.</source>
        <translation>Deze opgeslagen regels verwijderen; al gespeelde spellen houden ze.</translation>
    </message>
    <message>
        <source>Built-in rules cannot be deleted.</source>
        <translation>Ingebouwde regels kunnen niet worden verwijderd.</translation>
    </message>
    <message>
        <source>Open Rules File</source>
        <translation>Regelbestand openen</translation>
    </message>
    <message>
        <source>Rules files (*.json);;All files (*)</source>
        <translation>Regelbestanden (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Vervangen</translation>
    </message>
    <message>
        <source>Keep &amp;Both</source>
        <translation>&amp;Beide houden</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Nothing was opened.</source>
        <translation>Er is niets geopend.</translation>
    </message>
    <message>
        <source>Delete Rules</source>
        <translation>Regels verwijderen</translation>
    </message>
    <message>
        <source>Games already played with them keep their exact rules in the history.</source>
        <translation>Al gespeelde spellen houden hun precieze regels in de geschiedenis.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Houden</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <source>{value}%</source>
        <extracomment>a share in per cent: the languages of Scandinavia, Germany and France put a space before the sign</extracomment>
        <translation>{value}%</translation>
    </message>
</context>
<context>
    <name>OnlineComputers</name>
    <message>
        <source>The computer plays as {level} until its strategy is ready.</source>
        <translation>De computer speelt als {level} tot zijn strategie klaar is.</translation>
    </message>
</context>
<context>
    <name>OnlineController</name>
    <message>
        <source>An online game goes on until its end: host or join another from the Game menu of the main window.</source>
        <translation>Een spel over het netwerk gaat door tot het einde: host of doe mee aan een ander via het menu Spel van het hoofdvenster.</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers.</source>
        <translation>Ongedaan maken is niet mogelijk in een spel tussen computers.</translation>
    </message>
</context>
<context>
    <name>OnlineTable</name>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <source>{name} (here)</source>
        <translation>{name} (hier)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <source>open seat</source>
        <translation>open plaats</translation>
    </message>
    <message>
        <source>{name} (at the host)</source>
        <translation>{name} (bij de host)</translation>
    </message>
    <message>
        <source>{name} (connected)</source>
        <translation>{name} (verbonden)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (weg)</translation>
    </message>
    <message>
        <source>The dice are being verified…</source>
        <extracomment>the room&apos;s own title (&quot;Yacht Dice – Ann&apos;s game&quot;), kept when the game starts on the table (the table titles its window by the rules)</extracomment>
        <translation>De dobbelstenen worden gecontroleerd…</translation>
    </message>
</context>
<context>
    <name>Pip dice</name>
    <message>
        <source>a pip-dice claim is a box id</source>
        <translation>een keuze in het dobbelspel is de id van een vak</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} heeft geen vak {box}</translation>
    </message>
    <message>
        <source>{box} is already filled</source>
        <translation>{box} is al ingevuld</translation>
    </message>
</context>
<context>
    <name>Pip score card</name>
    <message>
        <source>Upper section</source>
        <translation>Bovenste deel</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Onderste deel</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Som boven</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>{points} points when the upper sum is {threshold} or more.</source>
        <translation>{points} punten als de som boven {threshold} of meer is.</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Totaal boven</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Totaal onder</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>{points} points for each further {box}: tick it here.</source>
        <translation>{points} punten voor elke volgende {box}: hier aankruisen.</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus voor gelijke</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s)</source>
        <translation>
            <numerusform>Levert {points} punt op</numerusform>
            <numerusform>Levert {points} punten op</numerusform>
        </translation>
    </message>
    <message>
        <source>Total of all dice</source>
        <translation>Totaal van alle dobbelstenen</translation>
    </message>
    <message>
        <source>Add only the dice showing {face}</source>
        <translation>Tel alleen de dobbelstenen met {face}</translation>
    </message>
    <message>
        <source>Add the dice that make it</source>
        <translation>Tel de dobbelstenen die het vormen</translation>
    </message>
    <message>
        <source>Scores {points} at {threshold} or more</source>
        <translation>Levert {points} op bij {threshold} of meer</translation>
    </message>
    <message>
        <source>{points} points for each further roll of all the same face: tick it here.</source>
        <translation>{points} punten voor elke volgende worp waarin alle stenen hetzelfde tonen: hier aankruisen.</translation>
    </message>
</context>
<context>
    <name>PipCard</name>
    <message>
        <source>Upper section</source>
        <translation>Bovenste deel</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Onderste deel</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Som boven</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Totaal boven</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Totaal onder</translation>
    </message>
    <message>
        <source>{box} bonus</source>
        <translation>{box}-bonus</translation>
    </message>
    <message>
        <source>All-same bonus</source>
        <translation>Bonus voor gelijke</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} punt gescoord. {rule}</numerusform>
            <numerusform>{box}: {points} punten gescoord. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player}: {points} scored</source>
        <translation>
            <numerusform>{box}, {player}: {points} punt gescoord</numerusform>
            <numerusform>{box}, {player}: {points} punten gescoord</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {reason}</source>
        <translation>{box}: nu niet toegestaan. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: nu niet toegestaan. {reason}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now. {rule}</source>
        <translation>{box}: {points} als je nu invult. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now</source>
        <translation>{box}, {player}: {points} als je nu invult</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now (joker). {rule}</source>
        <translation>{box}: {points} als je nu invult (joker). {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if scored now (joker)</source>
        <translation>{box}, {player}: {points} als je nu invult (joker)</translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: open. {rule}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: open</translation>
    </message>
    <message>
        <source>The upper boxes added up.</source>
        <translation>De bovenste vakken opgeteld.</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Som boven plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>De onderste vakken opgeteld.</translation>
    </message>
    <message>
        <source>{count} × {points} for further {box} rolls.</source>
        <translation>{count} × {points} voor volgende {box}-worpen.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alles opgeteld.</translation>
    </message>
    <message>
        <source>{row}: {tip}</source>
        <translation>{row}: {tip}</translation>
    </message>
    <message>
        <source>{row}, {player}, {sum} of {threshold}</source>
        <translation>{row}, {player}, {sum} van {threshold}</translation>
    </message>
    <message>
        <source>{row}, {player}, out of reach</source>
        <translation>{row}, {player}, buiten bereik</translation>
    </message>
    <message>
        <source>{row}, {player}, {value}</source>
        <translation>{row}, {player}, {value}</translation>
    </message>
    <message>
        <source>{row}, {player}, nothing yet</source>
        <translation>{row}, {player}, nog niets</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} punt als de som boven {threshold} haalt.</numerusform>
            <numerusform>{points} punten als de som boven {threshold} haalt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) ahead of the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Dat is {points} punt voor op het tempo van een gelijk deel per waarde.</numerusform>
            <numerusform>{tip} Dat is {points} punten voor op het tempo van een gelijk deel per waarde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tip} That is {points} point(s) behind the pace of an equal share for each face.</source>
        <translation>
            <numerusform>{tip} Dat is {points} punt achter op het tempo van een gelijk deel per waarde.</numerusform>
            <numerusform>{tip} Dat is {points} punten achter op het tempo van een gelijk deel per waarde.</numerusform>
        </translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>buiten bereik</translation>
    </message>
    <message>
        <source>{tip} Out of reach: {sum} so far, and the open upper boxes can add at most {possible}.</source>
        <translation>{tip} Buiten bereik: tot nu toe {sum}, en de open vakken boven leveren hoogstens {possible} op.</translation>
    </message>
    <message>
        <source>{tip} {sum} so far; {needed} still needed.</source>
        <translation>{tip} Tot nu toe {sum}; nog {needed} nodig.</translation>
    </message>
    <message>
        <source>{tip} That is exactly on the pace of an equal share for each face.</source>
        <translation>{tip} Dat ligt precies op het tempo van een gelijk deel per waarde.</translation>
    </message>
</context>
<context>
    <name>PipComputers</name>
    <message>
        <source>Preparing the Expert for {rules}: it plays as soon as its strategy is ready.</source>
        <translation>De Expert voor {rules} wordt voorbereid: hij speelt zodra zijn strategie klaar is.</translation>
    </message>
</context>
<context>
    <name>PipGame</name>
    <message>
        <source>Equal totals were decided by the upper section, as these rules say.</source>
        <translation>Gelijke totalen zijn beslist door het bovenste deel, zoals deze regels zeggen.</translation>
    </message>
</context>
<context>
    <name>PipHints</name>
    <message>
        <source>Hint: {move} (expected final score {score}).</source>
        <translation>Tip: {move} (verwachte eindscore {score}).</translation>
    </message>
    <message>
        <source>Hint: {move} (expected final score {score}); then {others}.</source>
        <translation>Tip: {move} (verwachte eindscore {score}); daarna {others}.</translation>
    </message>
    <message>
        <source>{move} ({less} less)</source>
        <translation>{move} ({less} minder)</translation>
    </message>
    <message>
        <source>{first}; {next}</source>
        <translation>{first}; {next}</translation>
    </message>
    <message>
        <source>{hint} (Approximate: these rules are too large to solve.)</source>
        <translation>{hint} (Bij benadering: deze regels zijn te groot om op te lossen.)</translation>
    </message>
</context>
<context>
    <name>PipReview</name>
    <message>
        <source>{dice} ({left} left)</source>
        <translation>{dice} (nog {left})</translation>
    </message>
    <message>
        <source>Expected final score: {best:.1f} with the best move, {yours:.1f} with yours (points still to come).</source>
        <translation>Verwachte eindscore: {best:.1f} met de beste zet, {yours:.1f} met de jouwe (punten die nog komen).</translation>
    </message>
    <message>
        <source>No decisions to review for this player.</source>
        <translation>Geen beslissingen te analyseren voor deze speler.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best.</source>
        <translation>Perfect spel: je enige beslissing was de beste.</translation>
    </message>
    <message>
        <source>Perfect play: your one decision was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfect spel: je enige beslissing was de beste (bij benadering: deze regels zijn te groot om op te lossen).</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best.</source>
        <translation>Perfect spel: elk van de {count} beslissingen was de beste.</translation>
    </message>
    <message>
        <source>Perfect play: every one of {count} decisions was the best (approximate: these rules are too large to solve).</source>
        <translation>Perfect spel: elk van de {count} beslissingen was de beste (bij benadering: deze regels zijn te groot om op te lossen).</translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all. The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslissing; in totaal {total:.1f} verwachte punten weggegeven. De duurste beslissing was in beurt {turn} ({loss:.1f} punten).</numerusform>
            <numerusform>{count} beslissingen; in totaal {total:.1f} verwachte punten weggegeven. De duurste beslissing was in beurt {turn} ({loss:.1f} punten).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} decision(s); {total:.1f} expected points given away in all (approximate: these rules are too large to solve). The costliest decision was in turn {turn} ({loss:.1f} points).</source>
        <translation>
            <numerusform>{count} beslissing; in totaal {total:.1f} verwachte punten weggegeven (bij benadering: deze regels zijn te groot om op te lossen). De duurste beslissing was in beurt {turn} ({loss:.1f} punten).</numerusform>
            <numerusform>{count} beslissingen; in totaal {total:.1f} verwachte punten weggegeven (bij benadering: deze regels zijn te groot om op te lossen). De duurste beslissing was in beurt {turn} ({loss:.1f} punten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>You chose</source>
        <translation>Jouw keuze</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Beste</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Weggegeven</translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>weggegeven verwachte punten</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>weggegeven punten</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} expected points given away</source>
        <translation>spel {game}: {value:.1f} verwachte punten weggegeven</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Kwaliteit van beslissingen</translation>
    </message>
    <message>
        <source>The costliest decisions:</source>
        <translation>De duurste beslissingen:</translation>
    </message>
</context>
<context>
    <name>Place Value boxes</name>
    <message>
        <source>Number with 3 in the hundreds place</source>
        <translation>Getal met 3 op de plaats van de honderdtallen</translation>
    </message>
    <message>
        <source>Number with 5 in the ones place</source>
        <translation>Getal met 5 op de plaats van de eenheden</translation>
    </message>
    <message>
        <source>Number with 2 in the tens place</source>
        <translation>Getal met 2 op de plaats van de tientallen</translation>
    </message>
    <message>
        <source>Number with 6 in the thousands place</source>
        <translation>Getal met 6 op de plaats van de duizendtallen</translation>
    </message>
    <message>
        <source>Number whose thousands and ones digits add up to 9</source>
        <translation>Getal waarvan de cijfers van de duizendtallen en eenheden samen 9 zijn</translation>
    </message>
    <message>
        <source>Number whose digits add up to 13</source>
        <translation>Getal waarvan de cijfers samen 13 zijn</translation>
    </message>
    <message>
        <source>Number with two of the same digit</source>
        <translation>Getal met twee dezelfde cijfers</translation>
    </message>
    <message>
        <source>Number with three of the same digit</source>
        <translation>Getal met drie dezelfde cijfers</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hier mag elk getal staan</translation>
    </message>
</context>
<context>
    <name>Place Value help</name>
    <message>
        <source>Arrange the dice into a number (click them or type it), then pick a box.</source>
        <translation>Leg de dobbelstenen tot een getal (klik erop of typ het) en kies dan een vak.</translation>
    </message>
</context>
<context>
    <name>Place Value places</name>
    <message>
        <source>ten millions</source>
        <extracomment>The most orders the dice can fall in (sides ** dice) that a card may have: the computer players and hints weigh every one when a game starts, about 15-18 microseconds each off the GUI thread (measured at load 6: 7 six-sided dice, 279,936 orders, 4.3 s; 8 six-sided dice took 25 s and 6 ten-sided 18.5 s and 204 MB). the largest number a card file may give (a digit, a sum, a value to round to): far more than any card of these dice can use, small enough for every message to show place names by power of ten (translated by the window: &quot;Place Value places&quot;)</extracomment>
        <translation>tienmiljoenen</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>miljoenen</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>honderdduizendtallen</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>tienduizendtallen</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>duizendtallen</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>honderdtallen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tientallen</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>eenheden</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tienden</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>honderdsten</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>duizendsten</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>tienduizendsten</translation>
    </message>
    <message>
        <source>ten million</source>
        <extracomment>what a number is rounded to, by power of ten (&quot;to the nearest ten&quot;)</extracomment>
        <translation>tienmiljoenen</translation>
    </message>
    <message>
        <source>million</source>
        <translation>miljoenen</translation>
    </message>
    <message>
        <source>hundred thousand</source>
        <translation>honderdduizendtallen</translation>
    </message>
    <message>
        <source>ten thousand</source>
        <translation>tienduizendtallen</translation>
    </message>
    <message>
        <source>thousand</source>
        <translation>duizendtallen</translation>
    </message>
    <message>
        <source>hundred</source>
        <translation>honderdtallen</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tientallen</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>hele getallen</translation>
    </message>
    <message>
        <source>tenth</source>
        <translation>tienden</translation>
    </message>
    <message>
        <source>hundredth</source>
        <translation>honderdsten</translation>
    </message>
    <message>
        <source>thousandth</source>
        <translation>duizendsten</translation>
    </message>
    <message>
        <source>ten thousandth</source>
        <translation>tienduizendsten</translation>
    </message>
</context>
<context>
    <name>Place Value rules</name>
    <message>
        <source>the box &apos;{box}&apos; is already filled</source>
        <translation>het vak &apos;{box}&apos; is al ingevuld</translation>
    </message>
    <message>
        <source>the teacher&apos;s rule is on: the teacher marks whether the number was read aloud right</source>
        <translation>de regel van de leraar geldt: de leraar geeft aan of het getal goed is voorgelezen</translation>
    </message>
    <message>
        <source>Number with {digit} in the {place} place</source>
        <translation>Getal met {digit} op de plaats van de {place}</translation>
    </message>
    <message>
        <source>{number} has {got}, not {digit}, in the {place} place</source>
        <translation>{number} heeft {got}, niet {digit}, op de plaats van de {place}</translation>
    </message>
    <message>
        <source>Number whose {places} digits add up to {total}</source>
        <translation>Getal waarvan de cijfers van de {places} samen {total} zijn</translation>
    </message>
    <message>
        <source>the {places} digits of {number} add up to {got}, not {total}</source>
        <translation>de cijfers van de {places} van {number} zijn samen {got}, niet {total}</translation>
    </message>
    <message>
        <source>Number whose digits add up to {total}</source>
        <translation>Getal waarvan de cijfers samen {total} zijn</translation>
    </message>
    <message>
        <source>the digits of {number} add up to {got}, not {total}</source>
        <translation>de cijfers van {number} zijn samen {got}, niet {total}</translation>
    </message>
    <message>
        <source>Number with {count} of the same digit</source>
        <translation>Getal met {count} dezelfde cijfers</translation>
    </message>
    <message>
        <source>{number} does not have {count} of the same digit</source>
        <translation>{number} heeft geen {count} dezelfde cijfers</translation>
    </message>
    <message>
        <source>WILD! Any number</source>
        <translation>JOKER! Elk getal</translation>
    </message>
    <message>
        <source>Even number</source>
        <translation>Even getal</translation>
    </message>
    <message>
        <source>Odd number</source>
        <translation>Oneven getal</translation>
    </message>
    <message>
        <source>{number} is odd: its ones digit is {got}</source>
        <translation>{number} is oneven: het eenhedencijfer is {got}</translation>
    </message>
    <message>
        <source>{number} is even: its ones digit is {got}</source>
        <translation>{number} is even: het eenhedencijfer is {got}</translation>
    </message>
    <message>
        <source>Number that rounds to {value} to the nearest {unit}</source>
        <translation>Getal dat afgerond op {unit} {value} wordt</translation>
    </message>
    <message>
        <source>{number} rounds to {got}, not {value}, to the nearest {unit}</source>
        <translation>{number} wordt afgerond op {unit} {got}, niet {value}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>places in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <source>&apos;{text}&apos; is not a number: write only digits (and a point for decimals), thousands without separators</source>
        <translation>&apos;{text}&apos; is geen getal: schrijf alleen cijfers (en een decimaalteken voor decimalen), duizendtallen zonder scheidingsteken</translation>
    </message>
    <message>
        <source>{text} has a decimal point; these numbers are whole</source>
        <translation>{text} heeft een decimaalteken; deze getallen zijn hele getallen</translation>
    </message>
    <message numerus="yes">
        <source>{text} has {got} digit(s) after the point; these numbers have {decimals} (down to the {place})</source>
        <translation>
            <numerusform>{text} heeft {got} cijfer achter de komma; deze getallen hebben er {decimals} (tot de {place})</numerusform>
            <numerusform>{text} heeft {got} cijfers achter de komma; deze getallen hebben er {decimals} (tot de {place})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} has {got} digit(s); every number here has {dice}, one per die</source>
        <translation>
            <numerusform>{number} heeft {got} cijfer; elk getal hier heeft er {dice}, één per dobbelsteen</numerusform>
            <numerusform>{number} heeft {got} cijfers; elk getal hier heeft er {dice}, één per dobbelsteen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{number} must have {decimals} digit(s) after the point</source>
        <translation>
            <numerusform>{number} moet {decimals} cijfer achter de komma hebben</numerusform>
            <numerusform>{number} moet {decimals} cijfers achter de komma hebben</numerusform>
        </translation>
    </message>
    <message>
        <source>the digits of {number} are not the dice {dice}: every die is used once, as one digit</source>
        <translation>de cijfers van {number} zijn niet de dobbelstenen {dice}: elke dobbelsteen telt één keer, als één cijfer</translation>
    </message>
    <message>
        <source>{number} has the digit {digit}, which no die shows</source>
        <translation>{number} bevat het cijfer {digit}, dat geen dobbelsteen toont</translation>
    </message>
    <message>
        <source>{number} starts with 0; a number never starts with 0</source>
        <translation>{number} begint met 0; een getal begint nooit met 0</translation>
    </message>
</context>
<context>
    <name>Place Value rules help</name>
    <message>
        <source>{count} six-sided dice (1 to 6).</source>
        <translation>{count} zeszijdige dobbelstenen (1 tot 6).</translation>
    </message>
    <message>
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0.</source>
        <translation>{count} tienzijdige dobbelstenen (0 tot 9); een getal begint nooit met 0.</translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice (1 to 6); numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} zeszijdige dobbelstenen (1 tot 6); de getallen hebben {decimals} cijfer achter de komma.</numerusform>
            <numerusform>{count} zeszijdige dobbelstenen (1 tot 6); de getallen hebben {decimals} cijfers achter de komma.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} ten-sided dice (0 to 9); a number never starts with 0; numbers have {decimals} digit(s) after the point.</source>
        <translation>
            <numerusform>{count} tienzijdige dobbelstenen (0 tot 9); een getal begint nooit met 0; de getallen hebben {decimals} cijfer achter de komma.</numerusform>
            <numerusform>{count} tienzijdige dobbelstenen (0 tot 9); een getal begint nooit met 0; de getallen hebben {decimals} cijfers achter de komma.</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll all the dice once.</source>
        <translation>Gooi alle dobbelstenen één keer.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others once more, or stop.</source>
        <translation>Gooi alle dobbelstenen; houd er zoveel vast als je wilt en gooi de rest nog één keer, of stop.</translation>
    </message>
    <message>
        <source>Roll all the dice; keep any and roll the others again, up to {rolls} rolls in all, or stop.</source>
        <translation>Gooi alle dobbelstenen; houd er zoveel vast als je wilt en gooi de rest opnieuw, tot {rolls} worpen in totaal, of stop.</translation>
    </message>
    <message>
        <source>Then arrange all the dice into one number, each die one digit, and write it in an open box whose condition it meets; or write an X in any open box. A box is filled once.</source>
        <translation>Leg dan alle dobbelstenen tot één getal, elke dobbelsteen één cijfer, en schrijf het in een open vak waarvan het aan de voorwaarde voldoet; of schrijf een X in een willekeurig open vak. Elk vak wordt één keer ingevuld.</translation>
    </message>
    <message>
        <source>At the end, each box&apos;s point goes to everyone who wrote its greatest number (an X counts as 0, so where everyone wrote X, everyone gets the point). Most points wins; a tie is rolled off, the greatest number made from one more roll winning.</source>
        <translation>Aan het eind gaat het punt van elk vak naar iedereen die er het grootste getal in schreef (een X telt als 0, dus waar iedereen X schreef, krijgt iedereen het punt). De meeste punten winnen; bij gelijkspel volgt een beslissende worp: het grootste getal uit die worp wint.</translation>
    </message>
    <message>
        <source>Teacher&apos;s rule: read the number aloud before it is written; the teacher marks it right (R) or wrong (W). A misread number wins no point.</source>
        <translation>Regel van de leraar: lees het getal hardop voor het wordt opgeschreven; de leraar rekent het goed (R) of fout (W). Een verkeerd gelezen getal levert geen punt op.</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>De vakken</translation>
    </message>
    <message>
        <source>a number with {digit} in the {place} place</source>
        <extracomment>a box&apos;s condition after its name (&quot;Fours: a number with 4 in the ones place&quot;)</extracomment>
        <translation>een getal met {digit} op de plaats van de {place}</translation>
    </message>
    <message>
        <source>a number whose {places} digits add up to {total}</source>
        <translation>een getal waarvan de cijfers van de {places} samen {total} zijn</translation>
    </message>
    <message>
        <source>a number whose digits add up to {total}</source>
        <translation>een getal waarvan de cijfers samen {total} zijn</translation>
    </message>
    <message>
        <source>a number with {count} of the same digit</source>
        <translation>een getal met {count} dezelfde cijfers</translation>
    </message>
    <message>
        <source>a number that rounds to {value} to the nearest {unit}</source>
        <translation>een getal dat afgerond op {unit} {value} wordt</translation>
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
        <translation>Scorekaart Plaatswaarde-Yahtzee</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Vak</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s column heading, for a pupil to write their name in</extracomment>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Points (boxes won)</source>
        <translation>Punten (gewonnen vakken)</translation>
    </message>
    <message>
        <source>misread: no point</source>
        <translation>verkeerd gelezen: geen punt</translation>
    </message>
    <message>
        <source>Write a {digits}-digit number or an X in each box.</source>
        <translation>Schrijf in elk vak een getal van {digits} cijfers of een X.</translation>
    </message>
    <message>
        <source>Write a number with one digit before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Schrijf in elk vak een getal met één cijfer voor de komma en {decimals} erna, of een X.</translation>
    </message>
    <message>
        <source>Write a number with {whole} digits before the point and {decimals} after it, or an X, in each box.</source>
        <translation>Schrijf in elk vak een getal met {whole} cijfers voor de komma en {decimals} erna, of een X.</translation>
    </message>
    <message>
        <source>If no number you can make fits an open box, write an X in any open box.</source>
        <translation>Past geen getal dat je kunt maken in een open vak, schrijf dan een X in een willekeurig open vak.</translation>
    </message>
    <message>
        <source>At the end, compare the numbers in each box: the greatest number is circled and wins a point, and equal greatest numbers each win one. An X counts as 0.</source>
        <translation>Vergelijk aan het eind de getallen in elk vak: het grootste getal wordt omcirkeld en levert een punt op, en even grote grootste getallen leveren elk een punt op. Een X telt als 0.</translation>
    </message>
    <message>
        <source>Read your number aloud: a number read wrongly wins no point.</source>
        <translation>Lees je getal hardop voor: een verkeerd gelezen getal levert geen punt op.</translation>
    </message>
    <message>
        <source>The most points wins. Pupils tied for the most roll once more: the greatest number made from that roll wins.</source>
        <translation>De meeste punten winnen. Leerlingen met evenveel punten gooien nog één keer: het grootste getal uit die worp wint.</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} wint met {points} punt.</numerusform>
            <numerusform>{name} wint met {points} punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} have {points} point(s) each; {winner} wins the roll-off and the game.</source>
        <translation>
            <numerusform>{names} hebben elk {points} punt; {winner} wint de beslissende worp en het spel.</numerusform>
            <numerusform>{names} hebben elk {points} punten; {winner} wint de beslissende worp en het spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <extracomment>names in a list: each but the last two joined to the next, then the last two</extracomment>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
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
        <translation>cijfersom {total}</translation>
    </message>
    <message>
        <source>{count} digits alike</source>
        <translation>{count} dezelfde cijfers</translation>
    </message>
    <message>
        <source>rounds to {value} to the nearest {unit}</source>
        <translation>afgerond op {unit}: {value}</translation>
    </message>
    <message>
        <source>wild: any number</source>
        <translation>joker: elk getal</translation>
    </message>
    <message>
        <source>even number</source>
        <translation>even getal</translation>
    </message>
    <message>
        <source>odd number</source>
        <translation>oneven getal</translation>
    </message>
    <message>
        <source>{row}, {name}, {points}</source>
        <translation>{row}, {name}, {points}</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: open.</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, open</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0; everyone wrote X here, a tie: circled, 1 point.</source>
        <translation>{box}: X, telt als 0; iedereen schreef hier X, gelijk: omcirkeld, 1 punt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X, circled</source>
        <translation>{box}, {name} schreef X, omcirkeld</translation>
    </message>
    <message>
        <source>{box}: X, counts as 0.</source>
        <translation>{box}: X, telt als 0.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote X</source>
        <translation>{box}, {name} schreef X</translation>
    </message>
    <message>
        <source>{box}: {number}, misread when read aloud: no point.</source>
        <translation>{box}: {number}, verkeerd voorgelezen: geen punt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, misread</source>
        <translation>{box}, {name} schreef {number}, verkeerd gelezen</translation>
    </message>
    <message>
        <source>{box}: {number}, the greatest number here: circled, 1 point.</source>
        <translation>{box}: {number}, het grootste getal hier: omcirkeld, 1 punt.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}, circled</source>
        <translation>{box}, {name} schreef {number}, omcirkeld</translation>
    </message>
    <message>
        <source>{box}: {number}.</source>
        <translation>{box}: {number}.</translation>
    </message>
    <message>
        <source>{box}, {name} wrote {number}</source>
        <translation>{box}, {name} schreef {number}</translation>
    </message>
    <message>
        <source>Boxes won</source>
        <translation>Gewonnen vakken</translation>
    </message>
    <message>
        <source>Boxes won: the greatest number in a box wins its point; tied numbers all win it; an X counts as 0, so a box where everyone wrote X gives everyone its point; a misread number wins nothing.</source>
        <translation>Gewonnen vakken: het grootste getal in een vak wint het punt; gelijke getallen winnen het allemaal; een X telt als 0, dus een vak waar iedereen X schreef, geeft iedereen het punt; een verkeerd gelezen getal wint niets.</translation>
    </message>
</context>
<context>
    <name>PlaceValueClaimPanel</name>
    <message>
        <source>The {place} place</source>
        <translation>Plaats van de {place}</translation>
    </message>
    <message>
        <source>The {place} place: drop a die here; click to take its die back</source>
        <translation>Plaats van de {place}: zet hier een dobbelsteen neer; klik om hem terug te nemen</translation>
    </message>
    <message>
        <source>Place die {die}, showing {face}</source>
        <translation>Dobbelsteen {die} met {face} plaatsen</translation>
    </message>
    <message>
        <source>Put die {die} ({face}) in the next empty place, or drag it onto a place</source>
        <translation>Zet dobbelsteen {die} ({face}) op de volgende lege plaats, of sleep hem naar een plaats</translation>
    </message>
    <message>
        <source>No die left shows {digit}.</source>
        <extracomment>rows of the look back kept in view in the classroom view</extracomment>
        <translation>Geen overgebleven dobbelsteen toont {digit}.</translation>
    </message>
    <message>
        <source>Type the number, or click the dice below</source>
        <translation>Typ het getal, of klik op de dobbelstenen hieronder</translation>
    </message>
    <message>
        <source>The number</source>
        <translation>Het getal</translation>
    </message>
    <message>
        <source>Type the digits in order; the point and commas may be left out</source>
        <translation>Typ de cijfers op volgorde; komma en scheidingstekens mag je weglaten</translation>
    </message>
    <message>
        <source>Clear</source>
        <extracomment>why a number cannot be written, in the window&apos;s language</extracomment>
        <translation>Wissen</translation>
    </message>
    <message>
        <source>Take every die out of the number</source>
        <translation>Alle dobbelstenen uit het getal halen</translation>
    </message>
    <message>
        <source>The number with its grouping</source>
        <translation>Het getal met zijn groepering</translation>
    </message>
    <message>
        <source>Open box</source>
        <translation>Open vak</translation>
    </message>
    <message>
        <source>{number} does not fit “{box}”.</source>
        <translation>{number} past niet bij ‘{box}’.</translation>
    </message>
    <message>
        <source>This number</source>
        <translation>Dit getal</translation>
    </message>
    <message>
        <source>Greatest</source>
        <translation>Grootste</translation>
    </message>
    <message>
        <source>Whether the number fits each open box</source>
        <translation>Of het getal in elk open vak past</translation>
    </message>
    <message>
        <source>Write</source>
        <translation>Schrijven</translation>
    </message>
    <message>
        <source>Write the number in the chosen box (Enter)</source>
        <translation>Het getal in het gekozen vak schrijven (Enter)</translation>
    </message>
    <message>
        <source>Write X</source>
        <translation>X schrijven</translation>
    </message>
    <message>
        <source>Put an X in the chosen box: it counts as 0 (Ctrl+X)</source>
        <translation>Een X in het gekozen vak zetten: die telt als 0 (Ctrl+X)</translation>
    </message>
    <message>
        <source>Arrange all the dice into one number:</source>
        <translation>Leg alle dobbelstenen tot één getal:</translation>
    </message>
    <message>
        <source>Write the number in the box chosen on the card (Enter); Up and Down in the number field choose another</source>
        <translation>Het getal in het op de kaart gekozen vak schrijven (Enter); Omhoog en Omlaag in het getalveld kiezen een ander</translation>
    </message>
    <message>
        <source>Roll the dice to make a number.</source>
        <translation>Gooi de dobbelstenen om een getal te maken.</translation>
    </message>
    <message>
        <source>Put every die in a place (or type the number).</source>
        <translation>Zet elke dobbelsteen op een plaats (of typ het getal).</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>past</translation>
    </message>
    <message>
        <source>none (X)</source>
        <translation>geen (X)</translation>
    </message>
    <message>
        <source>{number}  {star} greatest</source>
        <translation>{number}  {star} grootste</translation>
    </message>
    <message>
        <source>does not fit</source>
        <extracomment>the teacher&apos;s keys for a reading aloud: right, wrong, or back to the number (None)</extracomment>
        <translation>past niet</translation>
    </message>
    <message>
        <source>Put every die in a place first; to write an X here, press Write X (Ctrl+X).</source>
        <translation>Zet eerst elke dobbelsteen op een plaats; om hier een X te schrijven, druk op X schrijven (Ctrl+X).</translation>
    </message>
</context>
<context>
    <name>PlaceValueForm</name>
    <message>
        <source>0 to 9 (ten-sided)</source>
        <translation>0 tot 9 (d10)</translation>
    </message>
    <message>
        <source>1 to 6 (six-sided)</source>
        <translation>1 tot 6 (d6)</translation>
    </message>
    <message>
        <source>ten millions</source>
        <extracomment>the places&apos; names (the core&apos;s PLACES) as the form says them</extracomment>
        <translation>tienmiljoenen</translation>
    </message>
    <message>
        <source>millions</source>
        <translation>miljoenen</translation>
    </message>
    <message>
        <source>hundred thousands</source>
        <translation>honderdduizendtallen</translation>
    </message>
    <message>
        <source>ten thousands</source>
        <translation>tienduizendtallen</translation>
    </message>
    <message>
        <source>thousands</source>
        <translation>duizendtallen</translation>
    </message>
    <message>
        <source>hundreds</source>
        <translation>honderdtallen</translation>
    </message>
    <message>
        <source>tens</source>
        <translation>tientallen</translation>
    </message>
    <message>
        <source>ones</source>
        <translation>eenheden</translation>
    </message>
    <message>
        <source>tenths</source>
        <translation>tienden</translation>
    </message>
    <message>
        <source>hundredths</source>
        <translation>honderdsten</translation>
    </message>
    <message>
        <source>thousandths</source>
        <translation>duizendsten</translation>
    </message>
    <message>
        <source>ten thousandths</source>
        <translation>tienduizendsten</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to {most}</source>
        <extracomment>the core&apos;s sentences about a card (English, with their figures) said whole in the form&apos;s language: each pattern matches one sentence, its groups fill the template</extracomment>
        <translation>moet een heel getal van 0 tot {most} zijn</translation>
    </message>
    <message>
        <source>must list two or more places</source>
        <translation>moet twee of meer plaatsen noemen</translation>
    </message>
    <message>
        <source>each place may be named once</source>
        <translation>elke plaats mag één keer worden genoemd</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>moet tekst zijn</translation>
    </message>
    <message>
        <source>dice have 6 sides (1-6) or 10 (0-9), not {sides}</source>
        <translation>dobbelstenen hebben 6 zijden (1-6) of 10 (0-9), niet {sides}</translation>
    </message>
    <message>
        <source>must be 1 to {most}, not {value}</source>
        <translation>moet 1 tot {most} zijn, niet {value}</translation>
    </message>
    <message>
        <source>{dice} six-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} zeszijdige dobbelstenen kunnen in {orders} volgordes vallen, te veel voor de computerspelers (hoogstens {most}: tot 7 zeszijdige of 5 tienzijdige dobbelstenen)</translation>
    </message>
    <message>
        <source>{dice} ten-sided dice can fall in {orders} orders, too many for the computer players to weigh (at most {most}: up to 7 six-sided or 5 ten-sided dice)</source>
        <translation>{dice} tienzijdige dobbelstenen kunnen in {orders} volgordes vallen, te veel voor de computerspelers (hoogstens {most}: tot 7 zeszijdige of 5 tienzijdige dobbelstenen)</translation>
    </message>
    <message>
        <source>must be 0 to {most} for {dice} dice, not {value}</source>
        <translation>moet 0 tot {most} zijn bij {dice} dobbelstenen, niet {value}</translation>
    </message>
    <message>
        <source>a card has 1 to 20 boxes, not {count}</source>
        <translation>een kaart heeft 1 tot 20 vakken, niet {count}</translation>
    </message>
    <message>
        <source>{id} is used twice</source>
        <translation>{id} wordt twee keer gebruikt</translation>
    </message>
    <message>
        <source>these numbers have no {place} place</source>
        <translation>deze getallen hebben geen {place}</translation>
    </message>
    <message>
        <source>only a whole number is even or odd: these numbers have decimals</source>
        <translation>alleen een geheel getal is even of oneven: deze getallen hebben decimalen</translation>
    </message>
    <message>
        <source>these numbers cannot be rounded to the {place}</source>
        <translation>deze getallen kunnen niet op {place} worden afgerond</translation>
    </message>
    <message>
        <source>no die shows {digit}</source>
        <translation>geen dobbelsteen toont {digit}</translation>
    </message>
    <message>
        <source>a number never starts with 0</source>
        <translation>een getal begint nooit met 0</translation>
    </message>
    <message>
        <source>those digits cannot add up to {total}</source>
        <translation>die cijfers kunnen samen geen {total} zijn</translation>
    </message>
    <message>
        <source>{dice} digits cannot add up to {total}</source>
        <translation>{dice} cijfers kunnen samen geen {total} zijn</translation>
    </message>
    <message>
        <source>must be 2 to {most}, not {value}</source>
        <translation>moet 2 tot {most} zijn, niet {value}</translation>
    </message>
    <message>
        <source>no number of these dice rounds to that</source>
        <translation>geen getal van deze dobbelstenen rondt daarop af</translation>
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
        <translation>Een cijfer op een bepaalde plaats</translation>
    </message>
    <message>
        <source>Two places adding up to a number</source>
        <translation>Twee plaatsen die samen een getal zijn</translation>
    </message>
    <message>
        <source>All the digits adding up to a number</source>
        <translation>Alle cijfers die samen een getal zijn</translation>
    </message>
    <message>
        <source>Some of the same digit</source>
        <translation>Een paar keer hetzelfde cijfer</translation>
    </message>
    <message>
        <source>Wild: any number</source>
        <translation>Joker: elk getal</translation>
    </message>
    <message>
        <source>Rounds to a number</source>
        <translation>Rondt af op een getal</translation>
    </message>
    <message>
        <source>An even number</source>
        <translation>Een even getal</translation>
    </message>
    <message>
        <source>An odd number</source>
        <translation>Een oneven getal</translation>
    </message>
    <message>
        <source>place</source>
        <extracomment>a condition&apos;s setting as the form names it</extracomment>
        <translation>plaats</translation>
    </message>
    <message>
        <source>places</source>
        <translation>plaatsen</translation>
    </message>
    <message>
        <source>digit</source>
        <translation>cijfer</translation>
    </message>
    <message>
        <source>total</source>
        <translation>totaal</translation>
    </message>
    <message>
        <source>how many the same</source>
        <translation>aantal gelijke</translation>
    </message>
    <message>
        <source>rounded value</source>
        <translation>afgeronde waarde</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>soort</translation>
    </message>
    <message>
        <source>The card</source>
        <translation>De kaart</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Het bestand</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Het aantal dobbelstenen</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Zijden</translation>
    </message>
    <message>
        <source>Digits after the point</source>
        <translation>Cijfers na de komma</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Worpen per beurt</translation>
    </message>
    <message>
        <source>The teacher&apos;s rule</source>
        <translation>De regel van de leraar</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Vakken</translation>
    </message>
    <message>
        <source>Impossible: no roll can fill it</source>
        <translation>Onmogelijk: geen worp kan het vullen</translation>
    </message>
    <message>
        <source>every roll</source>
        <translation>elke worp</translation>
    </message>
    <message>
        <source>under 0.1% of rolls</source>
        <translation>minder dan 0,1% van de worpen</translation>
    </message>
    <message>
        <source>{percent}% of rolls</source>
        <translation>{percent}% van de worpen</translation>
    </message>
    <message>
        <source>Fills {chance}; best {number}</source>
        <translation>Gevuld door {chance}; best {number}</translation>
    </message>
    <message>
        <source>{box}, {setting}</source>
        <translation>{box}, {setting}</translation>
    </message>
    <message>
        <source>Box {number} ({label})</source>
        <translation>Vak {number} ({label})</translation>
    </message>
    <message>
        <source>Box {number}</source>
        <translation>Vak {number}</translation>
    </message>
    <message>
        <source>Place:</source>
        <translation>Plaats:</translation>
    </message>
    <message>
        <source>Digit:</source>
        <translation>Cijfer:</translation>
    </message>
    <message>
        <source>and</source>
        <translation>en</translation>
    </message>
    <message>
        <source>Places:</source>
        <translation>Plaatsen:</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Totaal:</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Aantal:</translation>
    </message>
    <message>
        <source>To the nearest:</source>
        <translation>Afgerond op:</translation>
    </message>
    <message>
        <source>Rounded:</source>
        <translation>Afgerond:</translation>
    </message>
    <message>
        <source>In units of the place rounded to: 36 to the nearest whole number, 4 to the nearest thousand (4,000), 525 to the nearest tenth (52.5)</source>
        <translation>In eenheden van de plaats waarop wordt afgerond: 36 op een heel getal, 4 op duizendtallen (4.000), 525 op tienden (52,5)</translation>
    </message>
    <message>
        <source>Any number</source>
        <translation>Elk getal</translation>
    </message>
    <message>
        <source>Its ones digit is 0, 2, 4, 6 or 8</source>
        <translation>Het eenhedencijfer is 0, 2, 4, 6 of 8</translation>
    </message>
    <message>
        <source>Its ones digit is 1, 3, 5, 7 or 9</source>
        <translation>Het eenhedencijfer is 1, 3, 5, 7 of 9</translation>
    </message>
    <message>
        <source>A kind this version does not know</source>
        <translation>Een soort die deze versie niet kent</translation>
    </message>
    <message>
        <source>Words of box {number}</source>
        <translation>Tekst van vak {number}</translation>
    </message>
    <message>
        <source>Figures of box {number}</source>
        <translation>Cijfers van vak {number}</translation>
    </message>
    <message>
        <source>Move box {number} up</source>
        <translation>Vak {number} omhoog</translation>
    </message>
    <message>
        <source>Move box {number} down</source>
        <translation>Vak {number} omlaag</translation>
    </message>
    <message>
        <source>Remove box {number}</source>
        <translation>Vak {number} verwijderen</translation>
    </message>
    <message>
        <source>Box {number}, {setting}</source>
        <translation>Vak {number}, {setting}</translation>
    </message>
    <message>
        <source>whole number</source>
        <translation>heel getal</translation>
    </message>
    <message>
        <source>{place} (not on this card)</source>
        <translation>{place} (niet op deze kaart)</translation>
    </message>
    <message>
        <source>Card name</source>
        <translation>Naam van de kaart</translation>
    </message>
    <message>
        <source>Number of digit dice</source>
        <translation>Aantal cijferdobbelstenen</translation>
    </message>
    <message>
        <source>Faces of the dice</source>
        <translation>Zijden van de dobbelstenen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>Id:</source>
        <translation>Id:</translation>
    </message>
    <message>
        <source>&amp;Digit dice:</source>
        <translation>Cijfer&amp;dobbelstenen:</translation>
    </message>
    <message>
        <source>&amp;Faces:</source>
        <translation>&amp;Zijden:</translation>
    </message>
    <message>
        <source>Digits after the &amp;point:</source>
        <translation>&amp;Decimalen:</translation>
    </message>
    <message>
        <source>&amp;Rolls per turn:</source>
        <translation>W&amp;orpen per beurt:</translation>
    </message>
    <message>
        <source>Kind of box to add</source>
        <translation>Soort vak om toe te voegen</translation>
    </message>
    <message>
        <source>&amp;Add box</source>
        <translation>Vak &amp;toevoegen</translation>
    </message>
    <message>
        <source>Boxes:</source>
        <translation>Vakken:</translation>
    </message>
    <message>
        <source>Edit box {number}</source>
        <translation>Vak {number} bewerken</translation>
    </message>
    <message>
        <source>WILD! Any number can be written here</source>
        <translation>JOKER! Hier mag elk getal staan</translation>
    </message>
    <message>
        <source>Add {kind}</source>
        <translation>{kind} toevoegen</translation>
    </message>
    <message>
        <source>Move box {number}</source>
        <translation>Vak {number} verplaatsen</translation>
    </message>
</context>
<context>
    <name>PlaceValueGame</name>
    <message>
        <source>{name} (digit dice)</source>
        <translation>{name} (cijferdobbelstenen)</translation>
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
        <translation>{first}; daarna {next}</translation>
    </message>
    <message>
        <source>Who starts: the greatest sum. {rolls}. {name} starts.</source>
        <translation>Wie begint: de hoogste som. {rolls}. {name} begint.</translation>
    </message>
    <message>
        <source>Tied for the most boxes, so they rolled off (the greatest number wins): {rolls}. {name} won the roll-off.</source>
        <translation>Evenveel vakken, dus er werd opnieuw gegooid (het grootste getal wint): {rolls}. {name} won de beslissende worp.</translation>
    </message>
    <message>
        <source>no number</source>
        <translation>geen getal</translation>
    </message>
    <message>
        <source>{box}: {number}</source>
        <translation>{box}: {number}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tip: houd dobbelsteen {dice} vast en gooi opnieuw. Grootste getallen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: keep no dice and roll again. Greatest numbers: {greatest}.</source>
        <translation>Tip: houd geen dobbelstenen vast en gooi opnieuw. Grootste getallen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write X in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tip: schrijf X in {box}. Grootste getallen: {greatest}.</translation>
    </message>
    <message>
        <source>Hint: write {number} in {box}. Greatest numbers: {greatest}.</source>
        <translation>Tip: schrijf {number} in {box}. Grootste getallen: {greatest}.</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Getal</translation>
    </message>
    <message>
        <source>The computer players&apos; tables could not be worked out</source>
        <translation>De tabellen van de computerspelers konden niet worden berekend</translation>
    </message>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Gooi eerst de dobbelstenen; een tip gaat over de dobbelstenen op tafel.</translation>
    </message>
    <message>
        <source>No hints: they name the greatest numbers, which the teaching settings hide. Tick &quot;Show the greatest number each box could take&quot; in New Game to allow them.</source>
        <translation>Geen tips: ze noemen de grootste getallen, die de lesinstellingen verbergen. Vink &quot;Toon het grootste getal dat elk vak kan krijgen tijdens het spel&quot; aan bij Nieuw spel om ze toe te staan.</translation>
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
        <translation>{box}: {number}, verkeerd gelezen (0%)</translation>
    </message>
    <message>
        <source>{box}: {number} ({chance})</source>
        <translation>{box}: {number} ({chance})</translation>
    </message>
    <message>
        <source>In brackets: the chance the number wins its box against the numbers the other players usually write there.</source>
        <translation>Tussen haakjes: de kans dat het getal zijn vak wint tegen de getallen die de andere spelers daar meestal invullen.</translation>
    </message>
    <message>
        <source>The strong player&apos;s claim was worth {loss} boxes more, counting what each box is worth kept for a later turn.</source>
        <translation>De keuze van de sterke speler was {loss} vakken meer waard, gerekend met wat elk vak waard is als het voor een latere beurt bewaard blijft.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Geen beurten te bekijken voor deze speler.</translation>
    </message>
    <message numerus="yes">
        <source>Every turn wrote what the strong player would have: nothing given away in {count} turn(s).</source>
        <translation>
            <numerusform>Elke beurt vulde in wat de sterke speler zou hebben ingevuld: niets weggegeven in {count} beurt.</numerusform>
            <numerusform>Elke beurt vulde in wat de sterke speler zou hebben ingevuld: niets weggegeven in {count} beurten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} turn(s); {total} boxes given away against the strong player. The most was in turn {turn} ({loss} boxes, in {box}).</source>
        <translation>
            <numerusform>{count} beurt; {total} vakken weggegeven tegenover de sterke speler. Het meest in beurt {turn} ({loss} vakken, bij {box}).</numerusform>
            <numerusform>{count} beurten; {total} vakken weggegeven tegenover de sterke speler. Het meest in beurt {turn} ({loss} vakken, bij {box}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>You wrote</source>
        <translation>Jij vulde in</translation>
    </message>
    <message>
        <source>The strong player</source>
        <translation>De sterke speler</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Weggegeven</translation>
    </message>
    <message>
        <source>boxes given away</source>
        <translation>weggegeven vakken</translation>
    </message>
    <message>
        <source>game {game}: {value:.2f} boxes given away</source>
        <translation>spel {game}: {value:.2f} weggegeven vakken</translation>
    </message>
    <message>
        <source>Boxes given away</source>
        <translation>Weggegeven vakken</translation>
    </message>
    <message>
        <source>Every turn, against what the strong computer player would have written:</source>
        <translation>Elke beurt, tegenover wat de sterke computerspeler zou hebben ingevuld:</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>Four to a page, the card&apos;s {rows} rows do not fit a quarter of the page: print it one to a page.</source>
        <extracomment>the notes under the table are set down to this share of their type before a second page a word too long for its width is set down to this share of its type before it is broken a winning number&apos;s ring, as a share of the digits&apos; half-height (sqrt(2) and a margin) where US Letter is the paper in shops and schools beyond the United States the papers a card may be printed on, by the names the options and the command line use the variables that name the paper&apos;s locale, first set first: as the C library reads them plain sans-serif faces, the first one installed is used (the application&apos;s own font may be a serif one, or resolve to one, on a machine with few fonts) the fill of the headings, of a section&apos;s heading and of the totals (None: white) box names at 15 pt (at least 14 pt, readable at arm&apos;s length), rows to write in large a quarter of the page: the box names without their rules, the rules&apos; name as its title a card&apos;s heading, section and totals tints in colour: light enough to write on</extracomment>
        <translation>Met vier per pagina passen de {rows} rijen van de kaart niet in een kwart pagina: druk er één per pagina af.</translation>
    </message>
    <message>
        <source>the printer, or the file to print to, could not be opened</source>
        <extracomment>the space each side of a cut line, in mm how narrow a player&apos;s column may be made to keep a long card upright on one page how narrow a player&apos;s column may be made to save a page upright: room left to write a three-digit score by hand (8 mm in normal print, 10 mm in large, where hands write larger too); narrower, the page is turned</extracomment>
        <translation>de printer, of het bestand om naar af te drukken, kon niet worden geopend</translation>
    </message>
    <message>
        <source>The card takes {pages} pages: its {rows} rows do not fit on one.</source>
        <translation>De kaart beslaat {pages} pagina’s: de {rows} rijen passen niet op één.</translation>
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
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Annuleren</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Sl&amp;uiten</translation>
    </message>
    <message>
        <source>Close without Saving</source>
        <translation>Sluiten zonder opslaan</translation>
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
        <translation>Opslaan</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Alles opslaan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Openen</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ja</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ja op &amp;alles</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Nee</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Nee &amp;op alles</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Afbreken</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Opnieuw proberen</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Negeren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Verwerpen</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Toepassen</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Standaard herstellen</translation>
    </message>
</context>
<context>
    <name>ReadAloud</name>
    <message>
        <source>Read the number aloud</source>
        <translation>Lees het getal hardop voor</translation>
    </message>
    <message>
        <source>Read right (R)</source>
        <translation>Goed (R)</translation>
    </message>
    <message>
        <source>Misread (W)</source>
        <translation>Fout (W)</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Terug (Esc)</translation>
    </message>
    <message>
        <source>Read your number aloud to the class: {number}.
Teacher: press R if it was read right, W if not.</source>
        <translation>Lees je getal hardop voor aan de klas: {number}.
Leraar: druk op R als het goed gelezen is, anders op W.</translation>
    </message>
</context>
<context>
    <name>RealDice</name>
    <message>
        <source>Type the {count} dice, such as {example}.</source>
        <translation>Typ de {count} dobbelstenen, bijvoorbeeld {example}.</translation>
    </message>
    <message>
        <source>“{typed}” is not a face of these dice; they show {faces}.</source>
        <translation>‘{typed}’ staat niet op deze dobbelstenen; ze tonen {faces}.</translation>
    </message>
    <message>
        <source>No die of these can show “{typed}” beside the others.</source>
        <translation>Geen van deze dobbelstenen kan ‘{typed}’ naast de andere tonen.</translation>
    </message>
    <message>
        <source>Throw your own dice, type what they show and press Enter; then choose a box (a letter jumps to it) and press Enter.</source>
        <translation>Gooi met je eigen dobbelstenen, typ wat ze tonen en druk op Enter; kies dan een vak (een letter springt erheen) en druk op Enter.</translation>
    </message>
    <message>
        <source>Choose a box for these dice (a letter jumps to it) and press Enter, or type the dice again to correct them.</source>
        <translation>Kies een vak voor deze dobbelstenen (een letter springt erheen) en druk op Enter, of typ de dobbelstenen opnieuw om ze te verbeteren.</translation>
    </message>
    <message>
        <source>such as {example}, then Enter</source>
        <translation>bijvoorbeeld {example}, dan Enter</translation>
    </message>
    <message>
        <source>Real dice: type what they show</source>
        <translation>Echte dobbelstenen: typ wat ze tonen</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message numerus="yes">
        <source>While {name} was away, a computer played %Ln turn(s) for {name}: {turns}.</source>
        <extracomment>turns a computer played for a player away from a game across computers</extracomment>
        <translation>
            <numerusform>Terwijl {name} weg was, speelde een computer %Ln beurt voor {name}: {turns}.</numerusform>
            <numerusform>Terwijl {name} weg was, speelde een computer %Ln beurten voor {name}: {turns}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn {turn} was played by a computer while {name} was away.</source>
        <translation>Beurt {turn} is door een computer gespeeld terwijl {name} weg was.</translation>
    </message>
    <message>
        <source>The figures above and the chart leave those turns out.</source>
        <extracomment>the figures above the note are the player&apos;s own: those turns are not in them</extracomment>
        <translation>De cijfers hierboven en de grafiek laten die beurten buiten beschouwing.</translation>
    </message>
    <message>
        <source>A turn a computer played while the player was away (left out)</source>
        <extracomment>the chart&apos;s key for those turns&apos; hatched bars</extracomment>
        <translation>Een beurt die een computer speelde terwijl de speler weg was (weggelaten)</translation>
    </message>
    <message>
        <source>{total:.1f} points given away in all.</source>
        <translation>In totaal {total:.1f} punten weggegeven.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Weggegeven</translation>
    </message>
    <message>
        <source>points given away</source>
        <translation>weggegeven punten</translation>
    </message>
    <message>
        <source>game {game}: {value:.1f} points given away</source>
        <translation>spel {game}: {value:.1f} punten weggegeven</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Kwaliteit van beslissingen</translation>
    </message>
    <message>
        <source>The turns:</source>
        <translation>De beurten:</translation>
    </message>
    <message>
        <source>turn</source>
        <extracomment>(player, turn) pairs a computer played for an away player: their rows say so</extracomment>
        <translation>beurt</translation>
    </message>
    <message>
        <source>Review — {name}</source>
        <translation>Analyse — {name}</translation>
    </message>
    <message>
        <source>Player</source>
        <extracomment>the review of each player&apos;s own play (the turns a computer played for an away player left out, :meth:`mark_stood_in`): the summary and the chart are made of it</extracomment>
        <translation>Speler</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
</context>
<context>
    <name>RulesFile</name>
    <message>
        <source>{file} cannot be read: {reason}.</source>
        <translation>{file} kan niet worden gelezen: {reason}.</translation>
    </message>
    <message>
        <source>{file} is not a file name.</source>
        <translation>{file} is geen bestandsnaam.</translation>
    </message>
    <message>
        <source>{file} is not a file (a folder, pipe or device).</source>
        <translation>{file} is geen bestand (een map, pijp of apparaat).</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes, too large for a rules file.</source>
        <translation>{file} is groter dan {limit} bytes, te groot voor een regelbestand.</translation>
    </message>
    <message>
        <source>{file} is not a rules file: it is not UTF-8 text.</source>
        <translation>{file} is geen regelbestand: het is geen UTF-8-tekst.</translation>
    </message>
    <message>
        <source>{file} is not a rules file ({reason}).</source>
        <translation>{file} is geen regelbestand ({reason}).</translation>
    </message>
    <message>
        <source>{file} cannot be used: {reason}.</source>
        <translation>{file} kan niet worden gebruikt: {reason}.</translation>
    </message>
    <message>
        <source>{name} is built in; it is chosen.</source>
        <translation>{name} is ingebouwd; het is gekozen.</translation>
    </message>
    <message>
        <source>{name} is saved already; it is chosen.</source>
        <translation>{name} is al opgeslagen; het is gekozen.</translation>
    </message>
    <message>
        <source>{name} is saved and chosen; New Game lists it from now on.</source>
        <translation>{name} is opgeslagen en gekozen; Nieuw spel toont het voortaan.</translation>
    </message>
    <message>
        <source>{name} replaces the saved {other}.</source>
        <translation>{name} vervangt het opgeslagen {other}.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is a built-in ruleset) and chosen.</source>
        <translation>{name} wordt opgeslagen als &apos;{id}&apos; (&apos;{file_id}&apos; is een ingebouwde regelset) en is gekozen.</translation>
    </message>
    <message>
        <source>{name} is saved as &apos;{id}&apos; (&apos;{file_id}&apos; is saved for {other}) and chosen.</source>
        <translation>{name} wordt opgeslagen als &apos;{id}&apos; (&apos;{file_id}&apos; is opgeslagen voor {other}) en is gekozen.</translation>
    </message>
</context>
<context>
    <name>RulesForm</name>
    <message>
        <source>another of your rulesets is already called {name}</source>
        <translation>een andere regelset van je heet al {name}</translation>
    </message>
    <message>
        <source>a built-in ruleset is already called {name}</source>
        <translation>een ingebouwde regelset heet al {name}</translation>
    </message>
    <message>
        <source>box {number} is already labelled {label}</source>
        <translation>vak {number} heet al {label}</translation>
    </message>
    <message>
        <source>Match the straight contained in the roll</source>
        <translation>Straat in de worp laten zitten</translation>
    </message>
    <message>
        <source>Match straights contained in the roll</source>
        <translation>Straten in de worp laten zitten</translation>
    </message>
    <message>
        <source>list the faces as whole numbers separated by commas, e.g. 1, 2, 3, 5, 8</source>
        <translation>geef de zijden als hele getallen, gescheiden door komma&apos;s, bijv. 1, 2, 3, 5, 8</translation>
    </message>
    <message>
        <source>list whole numbers separated by commas, e.g. 3, 2</source>
        <translation>geef hele getallen, gescheiden door komma&apos;s, bijv. 3, 2</translation>
    </message>
    <message>
        <source>The file</source>
        <translation>Het bestand</translation>
    </message>
    <message>
        <source>The file&apos;s version</source>
        <translation>De versie van het bestand</translation>
    </message>
    <message>
        <source>The file&apos;s game</source>
        <translation>Het spel van het bestand</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Number of dice</source>
        <translation>Het aantal dobbelstenen</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Zijden</translation>
    </message>
    <message>
        <source>Rolls</source>
        <translation>Worpen</translation>
    </message>
    <message>
        <source>Rolls per turn</source>
        <translation>Worpen per beurt</translation>
    </message>
    <message>
        <source>Saved rolls</source>
        <translation>Bewaarde worpen</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Vakken</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus boven</translation>
    </message>
    <message>
        <source>Upper bonus threshold</source>
        <translation>Drempel voor de bonus boven</translation>
    </message>
    <message>
        <source>Upper bonus points</source>
        <translation>Punten voor de bonus boven</translation>
    </message>
    <message>
        <source>Extra all-same bonus</source>
        <translation>Extra bonus voor gelijke</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Volgorde</translation>
    </message>
    <message>
        <source>Tie-break</source>
        <translation>Bij gelijkspel</translation>
    </message>
    <message>
        <source>id</source>
        <extracomment>a box&apos;s fields as its problems name them (after the box: &quot;Box 5 (Full House), group sizes&quot;)</extracomment>
        <translation>id</translation>
    </message>
    <message>
        <source>label</source>
        <translation>naam</translation>
    </message>
    <message>
        <source>section</source>
        <translation>deel</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>soort</translation>
    </message>
    <message>
        <source>scoring</source>
        <translation>telling</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punten</translation>
    </message>
    <message>
        <source>face</source>
        <translation>zijde</translation>
    </message>
    <message>
        <source>how many</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>match</source>
        <translation>voorwaarde</translation>
    </message>
    <message>
        <source>group sizes</source>
        <translation>groepsgroottes</translation>
    </message>
    <message>
        <source>different faces</source>
        <translation>verschillende zijden</translation>
    </message>
    <message>
        <source>faces</source>
        <translation>zijden</translation>
    </message>
    <message>
        <source>run length</source>
        <translation>lengte van de straat</translation>
    </message>
    <message>
        <source>Threshold</source>
        <extracomment>the upper bonus&apos;s two numbers share one line; a problem there is led by which</extracomment>
        <translation>De drempel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>De punten</translation>
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
        <translation>vak {number} ({label})</translation>
    </message>
    <message>
        <source>box {number}</source>
        <translation>vak {number}</translation>
    </message>
    <message>
        <source>The upper bonus at {threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>De bonus boven bij {threshold} is nooit te halen: de bovenste vakken leveren samen hoogstens {reachable} op</translation>
    </message>
    <message>
        <source>needs a box where all dice show the same face</source>
        <translation>heeft een vak nodig waarin alle dobbelstenen dezelfde zijde tonen</translation>
    </message>
    <message>
        <source>a ruleset has at most one box where all dice show the same face ({box} is one already)</source>
        <translation>een regelset heeft hoogstens één vak waarin alle dobbelstenen dezelfde zijde tonen ({box} is er al een)</translation>
    </message>
    <message>
        <source>exactly the roll needs one face for each of the {count} dice</source>
        <translation>precies de worp vraagt één zijde voor elk van de {count} dobbelstenen</translation>
    </message>
    <message>
        <source>{id} is already used by {box}</source>
        <translation>{id} wordt al gebruikt door {box}</translation>
    </message>
    <message>
        <source>face {face} already has a box ({box})</source>
        <translation>zijde {face} heeft al een vak ({box})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum of the dice used)</source>
        <translation>een vak voor een zijde telt de dobbelstenen die die zijde tonen (som van de gebruikte dobbelstenen)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum of all dice)</source>
        <translation>kans telt de som van alle dobbelstenen</translation>
    </message>
    <message>
        <source>applies only to fixed points, not {score}</source>
        <translation>geldt alleen voor vaste punten, niet voor {score}</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message numerus="yes">
        <source>{dice} dice, {rolls} roll(s) a turn; keep any dice and roll the others. Then book the dice in one open box.</source>
        <translation>
            <numerusform>{dice} dobbelstenen, {rolls} worp per beurt; houd dobbelstenen naar keuze vast en gooi de andere opnieuw. Vul de dobbelstenen dan in één open vak in.</numerusform>
            <numerusform>{dice} dobbelstenen, {rolls} worpen per beurt; houd dobbelstenen naar keuze vast en gooi de andere opnieuw. Vul de dobbelstenen dan in één open vak in.</numerusform>
        </translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>De vakken</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
</context>
<context>
    <name>RulesetEditor</name>
    <message>
        <source>From {name}</source>
        <translation>Vanuit {name}</translation>
    </message>
    <message>
        <source>{name} (built-in)</source>
        <translation>{name} (ingebouwd)</translation>
    </message>
    <message>
        <source>{name} (new)</source>
        <translation>{name} (nieuw)</translation>
    </message>
    <message>
        <source>Save the changes to {name}?</source>
        <translation>Wijzigingen in {name} opslaan?</translation>
    </message>
    <message>
        <source>Note: {note}</source>
        <translation>Let op: {note}</translation>
    </message>
    <message>
        <source>House Rules – {name}</source>
        <extracomment>the list of rulesets takes at most this share of the window&apos;s width (then names wrap; at 1024 x 768 the boxes table needs the room)</extracomment>
        <translation>Huisregels – {name}</translation>
    </message>
    <message>
        <source>House Rules – {name}*</source>
        <translation>Huisregels – {name}*</translation>
    </message>
    <message>
        <source>Expected score with best play: {score}</source>
        <translation>Verwachte score bij het beste spel: {score}</translation>
    </message>
    <message>
        <source>Expected score with best play: {score} (comparing with {name}…)</source>
        <translation>Verwachte score bij het beste spel: {score} (vergelijken met {name}…)</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, +{change} (against {name})</source>
        <translation>Verwachte score bij het beste spel: {before} → {after}, +{change} (tegenover {name})</translation>
    </message>
    <message>
        <source>Expected score with best play: {before} → {after}, −{change} (against {name})</source>
        <translation>Verwachte score bij het beste spel: {before} → {after}, −{change} (tegenover {name})</translation>
    </message>
    <message>
        <source>Approximate: {reason}.</source>
        <translation>Bij benadering: {reason}.</translation>
    </message>
    <message>
        <source>Exact without saved rolls ({value}), plus saved rolls spent where a reroll gains: the Expert scores at least that on average.</source>
        <translation>Exact zonder bewaarde worpen ({value}), plus bewaarde worpen gebruikt waar opnieuw gooien loont: de Expert scoort gemiddeld minstens zoveel.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out… ({percent}% done)</source>
        <translation>Kans op de bonus boven: wordt berekend… ({percent}% klaar)</translation>
    </message>
    <message>
        <source>Chance of the upper bonus with best play: {percent}%</source>
        <translation>Kans op de bonus boven bij het beste spel: {percent}%</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: about {percent}% (in {games} simulated games of the Expert&apos;s play)</source>
        <translation>Kans op de bonus boven: ongeveer {percent}% (in {games} gesimuleerde spellen van de Expert)</translation>
    </message>
    <message>
        <source>No upper bonus in these rules</source>
        <translation>Geen bonus boven in deze regels</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {score} ± {error} ({games} simulated games)</source>
        <translation>Verwachte score bij het spel van de Expert: {score} ± {error} ({games} gesimuleerde spellen)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: working it out… {score} ± {error} after {games} of {total} simulated games</source>
        <translation>Verwachte score bij het spel van de Expert: wordt berekend… {score} ± {error} na {games} van {total} gesimuleerde spellen</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}: {games} of {total} simulated games…)</source>
        <translation>Verwachte score: {score} (vergelijken met {name}: {games} van {total} gesimuleerde spellen…)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, +{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Verwachte score bij het spel van de Expert: {before} → {after}, +{change} ± {error} (tegenover {name}, elk {games} gesimuleerde spellen)</translation>
    </message>
    <message>
        <source>Expected score with the Expert&apos;s play: {before} → {after}, −{change} ± {error} (against {name}, {games} simulated games each)</source>
        <translation>Verwachte score bij het spel van de Expert: {before} → {after}, −{change} ± {error} (tegenover {name}, elk {games} gesimuleerde spellen)</translation>
    </message>
    <message>
        <source>Expected score: {after} ({after_kind}); {name}: {before} ({before_kind})</source>
        <translation>Verwachte score: {after} ({after_kind}); {name}: {before} ({before_kind})</translation>
    </message>
    <message>
        <source>exact, with best play</source>
        <translation>exact, bij het beste spel</translation>
    </message>
    <message>
        <source>± {error}, {games} simulated games of the Expert&apos;s play</source>
        <translation>± {error}, {games} gesimuleerde spellen van de Expert</translation>
    </message>
    <message>
        <source>Expected score: {score} (comparing with {name}…)</source>
        <translation>Verwachte score: {score} (vergelijken met {name}…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} (against {name})</source>
        <translation>Verwachte score: {before} → {after}, +{change} (tegenover {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} (against {name})</source>
        <translation>Verwachte score: {before} → {after}, −{change} (tegenover {name})</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} ({games} games)</source>
        <translation>Verwachte score: {score} ± {error} ({games} spellen)</translation>
    </message>
    <message>
        <source>Expected score: {score} ± {error} after {games} of {total} games…</source>
        <translation>Verwachte score: {score} ± {error} na {games} van {total} spellen…</translation>
    </message>
    <message>
        <source>Expected score: {score} (against {name}: {games} of {total} games…)</source>
        <translation>Verwachte score: {score} (tegenover {name}: {games} van {total} spellen…)</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, +{change} ± {error} (against {name})</source>
        <translation>Verwachte score: {before} → {after}, +{change} ± {error} (tegenover {name})</translation>
    </message>
    <message>
        <source>Expected score: {before} → {after}, −{change} ± {error} (against {name})</source>
        <translation>Verwachte score: {before} → {after}, −{change} ± {error} (tegenover {name})</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>± {error}, {games} games</source>
        <translation>± {error}, {games} spellen</translation>
    </message>
    <message>
        <source>My {name}</source>
        <translation>Mijn {name}</translation>
    </message>
    <message>
        <source>Copy of {name}</source>
        <translation>Kopie van {name}</translation>
    </message>
    <message>
        <source>Copy {number} of {name}</source>
        <translation>Kopie {number} van {name}</translation>
    </message>
    <message>
        <source>Delete {name}? Games already played under it keep their exact rules in the history; only the ruleset is no longer offered for new games.</source>
        <translation>{name} verwijderen? Spellen die er al mee gespeeld zijn, houden hun precieze regels in de geschiedenis; alleen wordt de regelset niet meer aangeboden voor nieuwe spellen.</translation>
    </message>
    <message>
        <source>Deleted {name}; games played under it keep their rules.</source>
        <translation>{name} verwijderd; spellen die ermee gespeeld zijn, houden hun regels.</translation>
    </message>
    <message>
        <source>{file} holds rules of {game}, which are not made here.</source>
        <translation>{file} bevat regels voor {game}, die hier niet bewerkt kunnen worden.</translation>
    </message>
    <message>
        <source>The history file could not be opened, so nothing can be saved.</source>
        <translation>Het geschiedenisbestand kon niet worden geopend, dus er kan niets worden opgeslagen.</translation>
    </message>
    <message>
        <source>Nothing was imported: {reason}</source>
        <translation>Er is niets geïmporteerd: {reason}</translation>
    </message>
    <message>
        <source>{name} was opened but not yet added: {problem}. Fix it, then Save.</source>
        <translation>{name} is geopend maar nog niet toegevoegd: {problem}. Los het op en kies dan Opslaan.</translation>
    </message>
    <message>
        <source>Imported {name}.</source>
        <translation>{name} geïmporteerd.</translation>
    </message>
    <message>
        <source>Nothing was exported: {reason}</source>
        <translation>Er is niets geëxporteerd: {reason}</translation>
    </message>
    <message>
        <source>Exported {name}.</source>
        <translation>{name} geëxporteerd.</translation>
    </message>
    <message>
        <source>House Rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Rulesets</source>
        <extracomment>(id, name) of the player&apos;s saved rulesets, as listed content hashes of the listed rulesets, as stored</extracomment>
        <translation>Regelsets</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nieuw</translation>
    </message>
    <message>
        <source>D&amp;uplicate</source>
        <translation>D&amp;upliceren</translation>
    </message>
    <message>
        <source>Rena&amp;me…</source>
        <translation>Herno&amp;emen…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>Verwijdere&amp;n…</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importeren…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xporteren…</translation>
    </message>
    <message>
        <source>Save &amp;Blank Card as PDF…</source>
        <translation>Lege &amp;scorekaart als PDF opslaan…</translation>
    </message>
    <message>
        <source>A blank score card of these rules, with a column for each player to write in, to print.</source>
        <translation>Een lege scorekaart van deze regels, met een kolom voor elke speler om in te schrijven, om af te drukken.</translation>
    </message>
    <message>
        <source>Rulesets (built-in ones are read-only):</source>
        <translation>Regelsets (ingebouwde zijn alleen-lezen):</translation>
    </message>
    <message>
        <source>Problems</source>
        <extracomment>a form&apos;s edit: (the whole new data, what changed in words, the key merging edits)</extracomment>
        <translation>Problemen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Try a roll</source>
        <translation>&amp;Worp proberen</translation>
    </message>
    <message>
        <source>Rules &amp;help</source>
        <translation>Regel&amp;hulp</translation>
    </message>
    <message>
        <source>Saved: {name}</source>
        <translation>Opgeslagen: {name}</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Re&amp;vert</source>
        <translation>&amp;Terugdraaien</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Niet-opgeslagen wijzigingen</translation>
    </message>
    <message>
        <source>Save the changes to these rules?</source>
        <translation>Wijzigingen in deze regels opslaan?</translation>
    </message>
    <message>
        <source>A built-in ruleset cannot be changed; Duplicate makes an editable copy.</source>
        <translation>Een ingebouwde regelset kan niet worden gewijzigd; Dupliceren maakt een bewerkbare kopie.</translation>
    </message>
    <message>
        <source>No problems: these rules can be saved and played.</source>
        <translation>Geen problemen: deze regels kunnen worden opgeslagen en gespeeld.</translation>
    </message>
    <message>
        <source>The rules help appears when the rules have no problems.</source>
        <translation>De regelhulp verschijnt als de regels geen problemen hebben.</translation>
    </message>
    <message>
        <source>The rules have problems; fix them first.</source>
        <translation>De regels hebben problemen; los ze eerst op.</translation>
    </message>
    <message>
        <source>The changes to {name} cannot be saved while the rules have problems (shown in the form). Discard them?</source>
        <translation>De wijzigingen in {name} kunnen niet worden opgeslagen zolang de regels problemen hebben (getoond in het formulier). Verwerpen?</translation>
    </message>
    <message>
        <source>{name} was not saved: the rules have problems; fix them first.</source>
        <translation>{name} is niet opgeslagen: de regels hebben problemen; los ze eerst op.</translation>
    </message>
    <message>
        <source>Saving needs the history file, which could not be opened.</source>
        <translation>Opslaan heeft het geschiedenisbestand nodig, dat niet kon worden geopend.</translation>
    </message>
    <message>
        <source>Save these rules for play</source>
        <translation>Deze regels opslaan om te spelen</translation>
    </message>
    <message>
        <source>Expected score: fix the problems first</source>
        <translation>Verwachte score: los eerst de problemen op</translation>
    </message>
    <message>
        <source>Expected score: working it out…</source>
        <translation>Verwachte score: wordt berekend…</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: after the expected score</source>
        <translation>Kans op de bonus boven: na de verwachte score</translation>
    </message>
    <message>
        <source>Exact: the optimal strategy, solved for these rules.</source>
        <translation>Exact: de optimale strategie, berekend voor deze regels.</translation>
    </message>
    <message>
        <source>Chance of the upper bonus: working it out…</source>
        <translation>Kans op de bonus boven: wordt berekend…</translation>
    </message>
    <message>
        <source>Rename</source>
        <extracomment>the list width the player last dragged to, until it is reached (a window opened narrower first gets it once widened) or the handle is dragged again</extracomment>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nieuwe naam:</translation>
    </message>
    <message>
        <source>Delete ruleset</source>
        <translation>Regelset verwijderen</translation>
    </message>
    <message>
        <source>Revert</source>
        <translation>Terugdraaien</translation>
    </message>
    <message>
        <source>Import rules</source>
        <translation>Regels importeren</translation>
    </message>
    <message>
        <source>Rulesets (*.json);;All files (*)</source>
        <translation>Regelsets (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>Export rules</source>
        <translation>Regels exporteren</translation>
    </message>
    <message>
        <source>Rulesets (*.json)</source>
        <translation>Regelsets (*.json)</translation>
    </message>
</context>
<context>
    <name>Score card</name>
    <message>
        <source>Score Card</source>
        <translation>Scorekaart</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Vak</translation>
    </message>
    <message>
        <source>Name:</source>
        <extracomment>a blank card&apos;s heading of a player&apos;s column(s), for a name to be written in</extracomment>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message numerus="yes">
        <source>{name} wins with {points} point(s).</source>
        <translation>
            <numerusform>{name} wint met {points} punt.</numerusform>
            <numerusform>{name} wint met {points} punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final score for {name}: {points} point(s).</source>
        <translation>
            <numerusform>Eindscore van {name}: {points} punt.</numerusform>
            <numerusform>Eindscore van {name}: {points} punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} shares first place with {points} point(s).</source>
        <translation>
            <numerusform>{name} deelt de eerste plaats met {points} punt.</numerusform>
            <numerusform>{name} deelt de eerste plaats met {points} punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScorecardModel</name>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Total: everything added up.</source>
        <translation>Totaal: alles opgeteld.</translation>
    </message>
    <message>
        <source>{row}, {name}, {total}</source>
        <translation>{row}, {name}, {total}</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored.</source>
        <translation>
            <numerusform>{box}: {points} punt gescoord.</numerusform>
            <numerusform>{box}: {points} punten gescoord.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {name}: {points} scored</source>
        <translation>
            <numerusform>{box}, {name}: {points} punt gescoord</numerusform>
            <numerusform>{box}, {name}: {points} punten gescoord</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: not allowed now. {problem}</source>
        <translation>{box}: nu niet toegestaan. {problem}</translation>
    </message>
    <message>
        <source>{box}, {name}: not allowed now. {problem}</source>
        <translation>{box}, {name}: nu niet toegestaan. {problem}</translation>
    </message>
    <message>
        <source>{box}: {points} if scored now.</source>
        <translation>{box}: {points} als je nu invult.</translation>
    </message>
    <message>
        <source>{box}, {name}: {points} if scored now</source>
        <translation>{box}, {name}: {points} als je nu invult</translation>
    </message>
    <message>
        <source>{box}: open.</source>
        <translation>{box}: open.</translation>
    </message>
    <message>
        <source>{box}, {name}: open</source>
        <translation>{box}, {name}: open</translation>
    </message>
    <message>
        <source>{name}: person</source>
        <translation>{name}: persoon</translation>
    </message>
    <message>
        <source>{name}: person, playing now</source>
        <translation>{name}: persoon, nu aan de beurt</translation>
    </message>
    <message>
        <source>{name}: computer ({level})</source>
        <translation>{name}: computer ({level})</translation>
    </message>
    <message>
        <source>{name}: computer ({level}), playing now</source>
        <translation>{name}: computer ({level}), nu aan de beurt</translation>
    </message>
</context>
<context>
    <name>ScorecardView</name>
    <message>
        <source>Scorecard</source>
        <extracomment>by the palette&apos;s contents (its cache key) and colour group</extracomment>
        <translation>Scorekaart</translation>
    </message>
</context>
<context>
    <name>SessionKeeper</name>
    <message>
        <source>Not saving: your history is not available this time.</source>
        <translation>Niet opgeslagen: je geschiedenis is deze keer niet beschikbaar.</translation>
    </message>
    <message>
        <source>Your history is not available this time: {reason} You can play, but games will not be saved.</source>
        <translation>Je geschiedenis is deze keer niet beschikbaar: {reason} Je kunt spelen, maar spellen worden niet opgeslagen.</translation>
    </message>
    <message>
        <source>Your history could not be opened ({kind}: {reason}). You can play, but games will not be saved.</source>
        <translation>Je geschiedenis kon niet worden geopend ({kind}: {reason}). Je kunt spelen, maar spellen worden niet opgeslagen.</translation>
    </message>
    <message>
        <source>Your game in progress is open in another Yacht Dice window, so it is not offered here.</source>
        <translation>Je lopende spel is open in een ander Yacht Dice-venster en wordt hier dus niet aangeboden.</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} ({names}), turn {turn}. Resume it?</source>
        <translation>Je hebt een onafgemaakt spel {rules} ({names}), beurt {turn}. Verdergaan?</translation>
    </message>
    <message>
        <source>You have an unfinished game of {rules} played with real dice ({names}), turn {turn}. Resume it?</source>
        <translation>Je hebt een onafgemaakt spel {rules} met echte dobbelstenen ({names}), beurt {turn}. Verdergaan?</translation>
    </message>
    <message>
        <source>Your history is not available this time, so rules cannot be saved.</source>
        <translation>Je geschiedenis is deze keer niet beschikbaar, dus regels kunnen niet worden opgeslagen.</translation>
    </message>
    <message>
        <source>Your history is not available this time, so nothing can be deleted.</source>
        <translation>Je geschiedenis is deze keer niet beschikbaar, dus er kan niets worden verwijderd.</translation>
    </message>
    <message>
        <source>Your history is not available, so there are no unfinished games to show.</source>
        <translation>Je geschiedenis is niet beschikbaar, dus er zijn geen onafgemaakte spellen om te tonen.</translation>
    </message>
    <message>
        <source>Resume Game</source>
        <extracomment>games that go on elsewhere than at this table (a game hosted across computers reopens its room: ``yachtdice.ui.online``), asked in turn before Unfinished Games resumes one here: True when one took the game</extracomment>
        <translation>Spel hervatten</translation>
    </message>
    <message>
        <source>New Game sets it aside under Game ▸ Unfinished Games; Not Now keeps it to offer again next time.</source>
        <translation>Nieuw spel zet het opzij onder Spel ▸ Onafgemaakte spellen; Niet nu bewaart het om het de volgende keer weer aan te bieden.</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>Not &amp;Now</source>
        <translation>Niet n&amp;u</translation>
    </message>
    <message>
        <source>Abandon Game</source>
        <translation>Spel opgeven</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Het lopende spel opgeven?</translation>
    </message>
    <message>
        <source>It is kept under Game ▸ Unfinished Games, where you can resume it.</source>
        <translation>Het wordt bewaard onder Spel ▸ Onafgemaakte spellen, waar je het kunt hervatten.</translation>
    </message>
    <message>
        <source>It could not be saved, so it will be lost.</source>
        <translation>Het kon niet worden opgeslagen en gaat dus verloren.</translation>
    </message>
    <message>
        <source>&amp;Abandon</source>
        <translation>&amp;Opgeven</translation>
    </message>
    <message>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Verder spelen</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Some settings could not be read and were set aside as {file}; the defaults are used instead.</source>
        <extracomment>the print options kept between openings of the options dialog: its switches, and papers</extracomment>
        <translation>Sommige instellingen konden niet worden gelezen en zijn opzijgezet als {file}; de standaardwaarden worden gebruikt.</translation>
    </message>
    <message>
        <source>Some settings could not be read; the defaults are used instead.</source>
        <translation>Sommige instellingen konden niet worden gelezen; de standaardwaarden worden gebruikt.</translation>
    </message>
</context>
<context>
    <name>Shortcuts</name>
    <message>
        <source>Space or R</source>
        <extracomment>the table&apos;s keys (every game&apos;s own follow the first, the roll key: :func:`all_shortcuts`)</extracomment>
        <translation>Spatie of R</translation>
    </message>
    <message>
        <source>Roll the dice (during a computer&apos;s turn: hurry it)</source>
        <translation>De dobbelstenen gooien (tijdens de beurt van de computer: hem opjagen)</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Roll again from the word field (letter dice)</source>
        <translation>Opnieuw gooien vanuit het woordveld (letterdobbelstenen)</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>Hint while typing in the word field, where H types an H (letter dice)</source>
        <translation>Tip tijdens het typen in het woordveld, waar H een H typt (letterdobbelstenen)</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Look up a word: is it allowed in this game? (letter dice)</source>
        <translation>Een woord opzoeken: is het toegestaan in dit spel? (letterdobbelstenen)</translation>
    </message>
    <message>
        <source>Faces, then Enter</source>
        <translation>Ogen, dan Enter</translation>
    </message>
    <message>
        <source>Real dice: what your throw shows, typed in its field (66625; Space or R puts the keyboard there)</source>
        <translation>Echte dobbelstenen: wat je worp toont, ingetypt in het veld (66625; Spatie of R zet het toetsenbord daar)</translation>
    </message>
    <message>
        <source>1 to 8</source>
        <translation>1 tot 8</translation>
    </message>
    <message>
        <source>Hold or release that die</source>
        <translation>Die dobbelsteen vasthouden of loslaten</translation>
    </message>
    <message>
        <source>Up and Down</source>
        <translation>Omhoog en Omlaag</translation>
    </message>
    <message>
        <source>Move through your open boxes on the scorecard</source>
        <translation>Door je open vakken op de scorekaart gaan</translation>
    </message>
    <message>
        <source>A letter</source>
        <translation>Een letter</translation>
    </message>
    <message>
        <source>Jump to your next open box whose name starts with it</source>
        <translation>Naar je volgende open vak springen waarvan de naam ermee begint</translation>
    </message>
    <message>
        <source>Alt+1 to Alt+9</source>
        <translation>Alt+1 tot Alt+9</translation>
    </message>
    <message>
        <source>Jump to the box named with that digit, or to that face&apos;s upper box</source>
        <translation>Naar het vak met dat cijfer in de naam springen, of naar het bovenste vak van dat aantal ogen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Score the chosen box</source>
        <translation>Het gekozen vak invullen</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Undo your last hold or score this turn</source>
        <translation>Je laatste vasthouden of invullen van deze beurt ongedaan maken</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Hint: the best move and the next two (marks the game as assisted)</source>
        <translation>Tip: de beste zet en de volgende twee (markeert het spel als geholpen)</translation>
    </message>
    <message>
        <source>Ctrl+N</source>
        <translation>Ctrl+N</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>High scores</source>
        <translation>Topscores</translation>
    </message>
    <message>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>F1</source>
        <translation>F1</translation>
    </message>
    <message>
        <source>Rules of the game being played</source>
        <translation>Regels van het spel dat wordt gespeeld</translation>
    </message>
    <message>
        <source>F5</source>
        <translation>F5</translation>
    </message>
    <message>
        <source>Classroom view: the table for a room or a projector</source>
        <translation>Klaslokaalweergave: de tafel voor een lokaal of een beamer</translation>
    </message>
    <message>
        <source>F11</source>
        <translation>F11</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Volledig scherm</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Hurry a computer player</source>
        <translation>Een computerspeler opjagen</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>Quit (the game is saved)</source>
        <translation>Afsluiten (het spel wordt opgeslagen)</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <source>Sound is not available: this installation of Yacht Dice has no QtMultimedia (PySide6-Addons). The manual says how to add it.</source>
        <translation>Geluid is niet beschikbaar: deze installatie van Yacht Dice heeft geen QtMultimedia (PySide6-Addons). De handleiding legt uit hoe je het toevoegt.</translation>
    </message>
    <message>
        <source>&amp;Sound (not installed)</source>
        <translation>&amp;Geluid (niet geïnstalleerd)</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>Score over time</source>
        <translation>Score door de tijd</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Scoreverdeling</translation>
    </message>
    <message>
        <source>Where the points go</source>
        <translation>Waar de punten vandaan komen</translation>
    </message>
    <message>
        <source>Decision quality</source>
        <translation>Kwaliteit van beslissingen</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>persoonlijk record</translation>
    </message>
    <message>
        <source>best of all players</source>
        <translation>beste van alle spelers</translation>
    </message>
    <message>
        <source>best of all people</source>
        <translation>beste van alle personen</translation>
    </message>
    <message>
        <source>{hours} h {minutes} min</source>
        <translation>{hours} u {minutes} min</translation>
    </message>
    <message>
        <source>{minutes} min</source>
        <translation>{minutes} min</translation>
    </message>
    <message>
        <source>Upper bonus</source>
        <translation>Bonus boven</translation>
    </message>
    <message>
        <source>Extra bonuses</source>
        <translation>Extra bonussen</translation>
    </message>
    <message>
        <source>optimal play {value}</source>
        <translation>optimaal spel {value}</translation>
    </message>
    <message>
        <source>{mean} ± {sd}</source>
        <translation>{mean} ± {sd}</translation>
    </message>
    <message>
        <source>Best: {score} on {date}</source>
        <translation>Beste: {score} op {date}</translation>
    </message>
    <message>
        <source>Worst: {score} on {date}</source>
        <translation>Slechtste: {score} op {date}</translation>
    </message>
    <message>
        <source>against {opponent}: {wins} won, {losses} lost, {ties} tied</source>
        <translation>tegen {opponent}: {wins} gewonnen, {losses} verloren, {ties} gelijk</translation>
    </message>
    <message>
        <source>{first}  ·  {next}</source>
        <translation>{first}  ·  {next}</translation>
    </message>
    <message>
        <source>Showing: {filters}</source>
        <translation>Getoond: {filters}</translation>
    </message>
    <message>
        <source>{box} (0 in {share})</source>
        <translation>{box} (0 in {share})</translation>
    </message>
    <message>
        <source>Open this game&apos;s review</source>
        <translation>De analyse van dit spel openen</translation>
    </message>
    <message>
        <source>The statistics could not be worked out</source>
        <translation>De statistieken konden niet worden berekend</translation>
    </message>
    <message>
        <source>Reading your history for the first time: the statistics appear in a moment.</source>
        <translation>Je geschiedenis wordt voor het eerst gelezen: de statistieken verschijnen zo.</translation>
    </message>
    <message>
        <source>No games match these filters. Tick more under Games and Dice above, or choose all rules, every person or all time.</source>
        <translation>Geen spellen passen bij deze filters. Vink hierboven meer aan onder Spellen en Dobbelstenen, of kies alle regels, iedereen of alle datums.</translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” ticked, {games} game(s) would.</source>
        <extracomment>no games, and the one filter that changed alone would count some: named (the box of the online games not ticked, a player chosen...), with the games it would count</extracomment>
        <translation>
            <numerusform>Geen spellen passen bij deze filters; met ‘{box}’ aangevinkt zou {games} spel passen.</numerusform>
            <numerusform>Geen spellen passen bij deze filters; met ‘{box}’ aangevinkt zouden {games} spellen passen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{box}” not ticked, {games} game(s) would.</source>
        <translation>
            <numerusform>Geen spellen passen bij deze filters; met ‘{box}’ uitgevinkt zou {games} spel passen.</numerusform>
            <numerusform>Geen spellen passen bij deze filters; met ‘{box}’ uitgevinkt zouden {games} spellen passen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No games match these filters; with “{choice}” chosen, {games} game(s) would.</source>
        <translation>
            <numerusform>Geen spellen passen bij deze filters; met ‘{choice}’ gekozen zou {games} spel passen.</numerusform>
            <numerusform>Geen spellen passen bij deze filters; met ‘{choice}’ gekozen zouden {games} spellen passen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet. Play a game to the end and your statistics will appear here: scores over time, their spread, where the points go and how close your choices come to the best ones.</source>
        <translation>Nog geen afgelopen spellen. Speel een spel uit en je statistieken verschijnen hier: scores door de tijd, hun spreiding, waar de punten vandaan komen en hoe dicht je keuzes bij de beste komen.</translation>
    </message>
    <message>
        <source>Choose one set of rules above to see, box by box, your average next to optimal play&apos;s.</source>
        <translation>Kies hierboven één set regels om per vak je gemiddelde naast dat van optimaal spel te zien.</translation>
    </message>
    <message>
        <source>{problem} Decision quality is shown for games with a review.</source>
        <translation>{problem} De kwaliteit van beslissingen wordt getoond voor spellen met een analyse.</translation>
    </message>
    <message>
        <source>No game here has been reviewed yet. Reviews are worked out in the background while this window is open; each game is reviewed once.</source>
        <translation>Hier is nog geen spel geanalyseerd. Analyses worden op de achtergrond berekend zolang dit venster open is; elk spel wordt één keer geanalyseerd.</translation>
    </message>
    <message>
        <source>These games have no decisions of the player&apos;s own to show: a computer played every turn for the player while they were away.</source>
        <translation>Deze spellen bevatten geen eigen beslissingen van de speler: een computer speelde elke beurt voor de speler terwijl die weg was.</translation>
    </message>
    <message>
        <source>{game} games only: choose a set of rules above to see another game&apos;s.</source>
        <translation>Alleen {game}: kies hierboven een set regels om die van een ander spel te zien.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <extracomment>finished seats beyond which a history without a snapshot is read in the background</extracomment>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Export games as CSV…</source>
        <translation>Spellen exporteren als CSV…</translation>
    </message>
    <message>
        <source>Reviewing games: %v of %m</source>
        <translation>Spellen analyseren: %v van %m</translation>
    </message>
    <message numerus="yes">
        <source>{points} points in {games} game(s)</source>
        <translation>
            <numerusform>{points} punten in {games} spel</numerusform>
            <numerusform>{points} punten in {games} spellen</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a player to see their wins and losses against each opponent.</source>
        <translation>Kies een speler om zijn of haar winst en verlies tegen elke tegenstander te zien.</translation>
    </message>
    <message numerus="yes">
        <source>Not counted here: {games} game(s) whose score is not points (boxes won). Choose [its|their] rules to see [it|them].</source>
        <translation>
            <numerusform>Hier niet meegeteld: {games} spel waarvan de score geen punten is (gewonnen vakken). Kies de regels ervan om het te zien.</numerusform>
            <numerusform>Hier niet meegeteld: {games} spellen waarvan de score geen punten is (gewonnen vakken). Kies hun regels om ze te zien.</numerusform>
        </translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>the figures a game&apos;s rules may lack, each with the seats&apos; column its game names it by (Mode.rates): &quot;Extra bonuses 0 points in 0 games&quot; for Yacht, which has none, is not shown</extracomment>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Gemiddelde</translation>
    </message>
    <message>
        <source>Median</source>
        <translation>Mediaan</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Vak Alles gelijk</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Speeltijd</translation>
    </message>
    <message>
        <source>Best: —</source>
        <translation>Beste: —</translation>
    </message>
    <message>
        <source>Worst: —</source>
        <translation>Slechtste: —</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Opslaan als PNG…</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>average of last 50</source>
        <translation>gemiddelde van laatste 50</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spellen</translation>
    </message>
    <message>
        <source>your games</source>
        <translation>je spellen</translation>
    </message>
    <message>
        <source>optimal play</source>
        <translation>optimaal spel</translation>
    </message>
    <message>
        <source>your average</source>
        <translation>je gemiddelde</translation>
    </message>
    <message>
        <source>points per game</source>
        <translation>punten per spel</translation>
    </message>
    <message>
        <source>you</source>
        <translation>jij</translation>
    </message>
    <message>
        <source>reviewed game</source>
        <extracomment>the height kept above a chart for its legend, one row of samples and names</extracomment>
        <translation>geanalyseerd spel</translation>
    </message>
    <message numerus="yes">
        <source>{date}: {points} point(s) (game {game})</source>
        <translation>
            <numerusform>{date}: {points} punt (spel {game})</numerusform>
            <numerusform>{date}: {points} punten (spel {game})</numerusform>
        </translation>
    </message>
    <message>
        <source>expected points given away</source>
        <translation>weggegeven verwachte punten</translation>
    </message>
    <message>
        <source>average of last 10</source>
        <translation>gemiddelde van laatste 10</translation>
    </message>
    <message>
        <source>Save {chart}</source>
        <translation>{chart} opslaan</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>Export games</source>
        <translation>Spellen exporteren</translation>
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
        <translation>Gooit de dobbelstenen die niet vastgehouden zijn (Spatie of R).</translation>
    </message>
    <message>
        <source>Suggests the best move (H).</source>
        <translation>Stelt de beste zet voor (H).</translation>
    </message>
    <message>
        <source>Takes back your last move (Ctrl+Z).</source>
        <translation>Neemt je laatste zet terug (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Lets the computer play faster (Space).</source>
        <translation>Laat de computer sneller spelen (Spatie).</translation>
    </message>
    <message>
        <source>Players are columns, boxes are rows. Up and Down move between your open boxes, a letter jumps to the next box starting with it, Enter scores the box.</source>
        <translation>Spelers zijn kolommen, vakken zijn rijen. Omhoog en Omlaag gaan naar je open vakken, een letter springt naar het volgende vak dat ermee begint, Enter vult het vak in.</translation>
    </message>
    <message>
        <source>Press a die&apos;s number to hold or release it.</source>
        <translation>Druk op het nummer van een dobbelsteen om hem vast te houden of los te laten.</translation>
    </message>
</context>
<context>
    <name>TeachingSettings</name>
    <message>
        <source>Place Value Yahtzee is played head to head: add a player (a computer will do).</source>
        <extracomment>the setup&apos;s keys for the teaching settings</extracomment>
        <translation>Plaatswaarde-Yahtzee speel je tegen elkaar: voeg een speler toe (een computer mag ook).</translation>
    </message>
    <message>
        <source>&amp;Teacher&apos;s rule: pupils read each number aloud and the teacher marks it</source>
        <translation>Regel van de &amp;leraar: leerlingen lezen elk getal hardop voor en de leraar beoordeelt het</translation>
    </message>
    <message>
        <source>Before a number is written the pupil reads it aloud; the teacher presses R (read right) or W (wrong). A misread number stays on the card but wins no point.</source>
        <translation>Voordat een getal wordt opgeschreven, leest de leerling het hardop voor; de leraar drukt op R (goed gelezen) of W (fout). Een verkeerd gelezen getal blijft op de kaart staan maar levert geen punt op.</translation>
    </message>
    <message>
        <source>Show the number in &amp;words during play</source>
        <translation>Toon het getal in &amp;woorden tijdens het spel</translation>
    </message>
    <message>
        <source>Off: pupils read the digits themselves. The end of the game shows every number in words either way. While a pupil reads aloud for the teacher&apos;s rule the words are never shown.</source>
        <translation>Uit: leerlingen lezen de cijfers zelf. Aan het eind van het spel staat elk getal hoe dan ook in woorden. Terwijl een leerling voorleest voor de regel van de leraar, worden de woorden nooit getoond.</translation>
    </message>
    <message>
        <source>Show the &amp;greatest number each box could take during play</source>
        <translation>Toon het &amp;grootste getal dat elk vak kan krijgen tijdens het spel</translation>
    </message>
    <message>
        <source>Off: finding the greatest number is the pupils&apos; task. The end of the game shows, for every box, the number written and the greatest the dice could make.</source>
        <translation>Uit: het grootste getal vinden is de taak van de leerlingen. Aan het eind van het spel staat bij elk vak het geschreven getal en het grootste dat de dobbelstenen konden maken.</translation>
    </message>
    <message>
        <source>This card&apos;s file turns the teacher&apos;s rule on.</source>
        <translation>Het bestand van deze kaart zet de regel van de leraar aan.</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>&amp;Follow the Desktop</source>
        <translation>Als het &amp;bureaublad</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Licht</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Donker</translation>
    </message>
    <message>
        <source>&amp;High Contrast</source>
        <translation>&amp;Hoog contrast</translation>
    </message>
</context>
<context>
    <name>Triple Yahtzee</name>
    <message>
        <source>a Triple Yahtzee claim is a box and its column</source>
        <translation>een zet bij Triple Yahtzee is een vak met zijn kolom</translation>
    </message>
    <message>
        <source>{rules} has no box {box}</source>
        <translation>{rules} heeft geen vak {box}</translation>
    </message>
    <message>
        <source>the columns are ×1, ×2 and ×3</source>
        <translation>de kolommen zijn ×1, ×2 en ×3</translation>
    </message>
    <message>
        <source>{box} in {column} is already filled</source>
        <translation>{box} in {column} is al ingevuld</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} in a column where it is open.</source>
        <translation>Jokerregel: een worp met alleen {face}&apos;en moet in {box} in een kolom waar dat vak open is.</translation>
    </message>
    <message>
        <source>Joker rule: with {box} filled in every column, an open lower box must take this roll.</source>
        <translation>Jokerregel: nu {box} in elke kolom is ingevuld, moet een open vak onderaan deze worp nemen.</translation>
    </message>
    <message>
        <source>Simple</source>
        <extracomment>the computer levels, weakest first, and their names</extracomment>
        <translation>Eenvoudig</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <extracomment>the points of one bonus chip before its column&apos;s multiplier a Yahtzee box&apos;s points that earn chips once all three hold them</extracomment>
        <translation>Triple Yahtzee</translation>
    </message>
    <message>
        <source>Triple Yahtzee, flat chips</source>
        <translation>Triple Yahtzee, vaste fiches</translation>
    </message>
</context>
<context>
    <name>Triple rules help</name>
    <message>
        <source>How to play</source>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>De vakken</translation>
    </message>
    <message>
        <source>Each player has three columns of the thirteen Yahtzee boxes: ×1, ×2 and ×3. Each turn, roll five dice up to three times, keeping any between rolls, then enter the roll in any open box of any column: 39 turns in all.</source>
        <translation>Elke speler heeft drie kolommen met de dertien Yahtzee-vakken: ×1, ×2 en ×3. Elke beurt gooi je vijf dobbelstenen tot drie keer, en houd je tussen de worpen wat je wilt; dan vul je de worp in een open vak van een willekeurige kolom in: 39 beurten in totaal.</translation>
    </message>
    <message>
        <source>Each column earns its own upper bonus (35 points at 63) and is added up on its own; its total counts once, twice or three times, and the grand total adds the three.</source>
        <translation>Elke kolom krijgt zijn eigen bonus (35 punten bij 63) en wordt apart opgeteld; het totaal telt één, twee of drie keer, en het eindtotaal telt de drie op.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes are filled, a Yahtzee is a joker: it must go in its upper box in a column where that is open; if none is, in any open lower box, which it fills as if it met the box&apos;s pattern; if no lower box is open either, in an open upper box, for zero.</source>
        <translation>Zodra alle drie Yahtzee-vakken zijn ingevuld, is een Yahtzee een joker: hij moet in zijn bovenste vak in een kolom waar dat open is; is er geen, in een willekeurig open vak onderaan, dat hij vult alsof hij aan het patroon van het vak voldoet; is ook onderaan geen vak open, in een open bovenste vak, voor nul.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip: 100 points times the multiplier of the column it is entered in.</source>
        <translation>Zodra alle drie Yahtzee-vakken 50 hebben, levert elke volgende Yahtzee ook een bonusfiche op: 100 punten maal de factor van de kolom waarin hij wordt ingevuld.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50, each further Yahtzee also earns a bonus chip of 100 points, whichever column it is entered in.</source>
        <translation>Zodra alle drie Yahtzee-vakken 50 hebben, levert elke volgende Yahtzee ook een bonusfiche van 100 punten op, in welke kolom hij ook wordt ingevuld.</translation>
    </message>
</context>
<context>
    <name>Triple score card</name>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusfiches</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points times the column&apos;s multiplier for each further Yahtzee entered in it.</source>
        <translation>Zodra alle drie Yahtzee-vakken 50 hebben: 100 punten maal de factor van de kolom voor elke volgende Yahtzee die erin wordt ingevuld.</translation>
    </message>
    <message>
        <source>Once all three Yahtzee boxes hold 50: 100 points for each further Yahtzee.</source>
        <translation>Zodra alle drie Yahtzee-vakken 50 hebben: 100 punten voor elke volgende Yahtzee.</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolomtotaal</translation>
    </message>
    <message>
        <source>The column&apos;s boxes and bonus times its multiplier, and its chips.</source>
        <translation>De vakken en bonus van de kolom maal de factor, plus de fiches.</translation>
    </message>
</context>
<context>
    <name>TripleCard</name>
    <message>
        <source>Upper section</source>
        <translation>Bovenste deel</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Onderste deel</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Som boven</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Bonus chips</source>
        <translation>Bonusfiches</translation>
    </message>
    <message>
        <source>Column total</source>
        <translation>Kolomtotaal</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} written, {counted} counted</source>
        <translation>{box}, {player}: {points} ingevuld, {counted} telt</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now, {counted} counted</source>
        <translation>{box}, {player}: {points} als je nu invult, {counted} telt</translation>
    </message>
    <message>
        <source>{box}, {player}: {points} if entered now (joker), {counted} counted</source>
        <translation>{box}, {player}: {points} als je nu invult (joker), {counted} telt</translation>
    </message>
    <message>
        <source>{box}, {player}: not allowed now. {reason}</source>
        <translation>{box}, {player}: nu niet toegestaan. {reason}</translation>
    </message>
    <message>
        <source>{box}, {player}: open</source>
        <translation>{box}, {player}: open</translation>
    </message>
    <message>
        <source>{row} ({column}), {player}: {value}</source>
        <translation>{row} ({column}), {player}: {value}</translation>
    </message>
    <message>
        <source>{points} points when a column&apos;s upper sum reaches {threshold}, counted in its column.</source>
        <translation>{points} punten als de som boven van een kolom {threshold} haalt, geteld in die kolom.</translation>
    </message>
    <message>
        <source>The column&apos;s boxes, bonus and chips, its sum times {multiplier}.</source>
        <translation>De vakken, bonus en fiches van de kolom, de som maal {multiplier}.</translation>
    </message>
    <message>
        <source>out of reach</source>
        <translation>buiten bereik</translation>
    </message>
</context>
<context>
    <name>TripleGame</name>
    <message>
        <source>{name} (three columns)</source>
        <translation>{name} (drie kolommen)</translation>
    </message>
    <message>
        <source>Pick a box in any column with the arrow keys and Enter, or click it.</source>
        <translation>Kies een vak in een willekeurige kolom met de pijltoetsen en Enter, of klik erop.</translation>
    </message>
</context>
<context>
    <name>TripleHints</name>
    <message>
        <source>Roll the dice first; then a hint can say what to keep.</source>
        <translation>Gooi eerst de dobbelstenen; dan kan een tip zeggen wat je moet houden.</translation>
    </message>
    <message>
        <source>Hint: keep {dice} and roll again.</source>
        <translation>Tip: houd {dice} en gooi opnieuw.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tip: gooi alle dobbelstenen opnieuw.</translation>
    </message>
    <message>
        <source>Hint: enter the roll in {place}.</source>
        <translation>Tip: vul de worp in bij {place}.</translation>
    </message>
</context>
<context>
    <name>TryRoll</name>
    <message numerus="yes">
        <source>Type {count} [die|dice] or press Roll.</source>
        <translation>
            <numerusform>Typ {count} dobbelsteen of druk op Gooien.</numerusform>
            <numerusform>Typ {count} dobbelstenen of druk op Gooien.</numerusform>
        </translation>
    </message>
    <message>
        <source>These dice cannot be tried: {reason}.</source>
        <translation>Deze dobbelstenen kunnen niet worden geprobeerd: {reason}.</translation>
    </message>
    <message>
        <source>Extra bonus for this roll: {points}.</source>
        <translation>Extra bonus voor deze worp: {points}.</translation>
    </message>
    <message>
        <source>e.g. {dice}</source>
        <translation>bijv. {dice}</translation>
    </message>
    <message>
        <source>Dice to try</source>
        <translation>Dobbelstenen om te proberen</translation>
    </message>
    <message>
        <source>e.g. 3 3 3 5 5</source>
        <translation>bijv. 3 3 3 5 5</translation>
    </message>
    <message>
        <source>R&amp;oll</source>
        <translation>Goo&amp;ien</translation>
    </message>
    <message>
        <source>All-same box</source>
        <translation>Vak voor gelijke</translation>
    </message>
    <message>
        <source>open</source>
        <translation>open</translation>
    </message>
    <message>
        <source>filled with a score</source>
        <translation>ingevuld met punten</translation>
    </message>
    <message>
        <source>filled with zero</source>
        <translation>ingevuld met nul</translation>
    </message>
    <message>
        <source>Filled boxes</source>
        <translation>Ingevulde vakken</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Vak</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Waarom</translation>
    </message>
    <message>
        <source>Scores of the roll</source>
        <translation>Punten van de worp</translation>
    </message>
    <message>
        <source>All-same box:</source>
        <translation>Vak voor gelijke:</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Dobbelstenen:</translation>
    </message>
    <message>
        <source>Filled boxes (tick to mark filled):</source>
        <translation>Ingevulde vakken (vink aan om te markeren):</translation>
    </message>
    <message>
        <source>Fix the problems in the rules to try a roll.</source>
        <translation>Los de problemen in de regels op om een worp te proberen.</translation>
    </message>
    <message>
        <source>dice are whole numbers separated by spaces</source>
        <translation>dobbelstenen zijn hele getallen, gescheiden door spaties</translation>
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
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Game over: {name} wins</source>
        <translation>Spel afgelopen: {name} wint</translation>
    </message>
    <message>
        <source>Game over: a tie, {name} wins the tie-break</source>
        <translation>Spel afgelopen: gelijkspel, {name} wint de beslissing</translation>
    </message>
    <message>
        <source>Game over: {names} and {last} share the win</source>
        <translation>Spel afgelopen: {names} en {last} delen de winst</translation>
    </message>
    <message>
        <source>{name} is playing…</source>
        <translation>{name} speelt…</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}</source>
        <translation>Beurt {turn} van {turns}</translation>
    </message>
    <message>
        <source>Turn: {name}</source>
        <translation>Aan de beurt: {name}</translation>
    </message>
    <message>
        <source>&amp;Roll</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>No rolls left — score a box</source>
        <translation>Geen worpen meer – vul een vak in</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left)</source>
        <translation>&amp;Gooien (nog {left})</translation>
    </message>
    <message>
        <source>&amp;Roll ({left} left, {saved} saved)</source>
        <translation>&amp;Gooien (nog {left}, {saved} bewaard)</translation>
    </message>
    <message>
        <source>Start a new game with Ctrl+N, or play again from the Game menu.</source>
        <translation>Begin een nieuw spel met Ctrl+N, of speel opnieuw via het menu Spel.</translation>
    </message>
    <message>
        <source>Time is up — write a zero</source>
        <translation>Tijd is om – vul een nul in</translation>
    </message>
    <message>
        <source>Time is up: only a zero can be booked. Choose a box and press Enter.</source>
        <translation>De tijd is om: alleen een nul kan nog worden ingevuld. Kies een vak en druk op Enter.</translation>
    </message>
    <message>
        <source>Press Space or Esc to hurry the computer.</source>
        <translation>Druk op Spatie of Esc om de computer op te jagen.</translation>
    </message>
    <message>
        <source>It is {name}&apos;s turn, played at another computer.</source>
        <translation>{name} is aan de beurt, op een andere computer.</translation>
    </message>
    <message>
        <source>Press Space or R to roll.</source>
        <translation>Druk op Spatie of R om te gooien.</translation>
    </message>
    <message>
        <source>No rolls left. {pick}</source>
        <translation>Geen worpen meer. {pick}</translation>
    </message>
    <message>
        <source>Click dice or press 1–{dice} to hold them; {key} rolls again. {pick}</source>
        <translation>Klik op dobbelstenen of druk op 1–{dice} om ze vast te houden; {key} gooit opnieuw. {pick}</translation>
    </message>
    <message>
        <source>{rules} · turn {turn} of {turns}</source>
        <translation>{rules} · beurt {turn} van {turns}</translation>
    </message>
</context>
<context>
    <name>UnfinishedGamesDialog</name>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Open in another window</source>
        <translation>Open in een ander venster</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Opzijgezet</translation>
    </message>
    <message>
        <source>Interrupted</source>
        <translation>Onderbroken</translation>
    </message>
    <message>
        <source>{state}, online</source>
        <translation>{state}, online</translation>
    </message>
    <message>
        <source>{state}, real dice</source>
        <translation>{state}, echte dobbelstenen</translation>
    </message>
    <message>
        <source>{turn} of {turns}</source>
        <translation>{turn} van {turns}</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}) for good?</source>
        <translation>Het onafgemaakte spel {rules} ({names}) definitief verwijderen?</translation>
    </message>
    <message>
        <source>Delete the unfinished game of {rules} ({names}, turn {turn}) for good?</source>
        <translation>Het onafgemaakte spel {rules} ({names}, beurt {turn}) definitief verwijderen?</translation>
    </message>
    <message>
        <source>Unfinished Games</source>
        <translation>Onafgemaakte spellen</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <source>No unfinished games.</source>
        <translation>Geen onafgemaakte spellen.</translation>
    </message>
    <message>
        <source>Delete Unfinished Game</source>
        <translation>Onafgemaakt spel verwijderen</translation>
    </message>
    <message>
        <source>It cannot be resumed afterwards.</source>
        <translation>Het kan daarna niet meer worden hervat.</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Verwijderen</translation>
    </message>
    <message>
        <source>&amp;Keep</source>
        <translation>&amp;Houden</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Roll the dice up to three times, holding the ones you like, then fill one box of your scorecard; when every box is filled, the highest total wins.</source>
        <translation>Gooi de dobbelstenen tot drie keer en houd de stenen vast die je wilt, vul dan één vak van je scorekaart in; als alle vakken vol zijn, wint het hoogste totaal.</translation>
    </message>
    <message>
        <source>The rules; Help ▸ Keyboard Shortcuts lists every key</source>
        <translation>De regels; Help ▸ Sneltoetsen toont alle toetsen</translation>
    </message>
    <message>
        <source>That name cannot be used: {problem}.</source>
        <translation>Die naam kan niet worden gebruikt: {problem}.</translation>
    </message>
    <message>
        <source>Welcome to Yacht Dice</source>
        <translation>Welkom bij Yacht Dice</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Je naam</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Je &amp;naam:</translation>
    </message>
    <message>
        <source>Let&apos;s &amp;Play</source>
        <translation>&amp;Spelen</translation>
    </message>
    <message>
        <source>&amp;Skip</source>
        <translation>O&amp;verslaan</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee boxes</name>
    <message>
        <source>2-Letter Word</source>
        <extracomment>the most a letter may be worth (as a pip die&apos;s face): a game&apos;s total stays far below what the statistics&apos; 32-bit columns hold a built-in name, translatable (context &quot;Word Yahtzee boxes&quot;) the boxes&apos; names, built-in names a translator gives in each language (records keep the box ids; the English names are what the command line and files show)</extracomment>
        <translation>2-letterwoord</translation>
    </message>
    <message>
        <source>3-Letter Word</source>
        <translation>3-letterwoord</translation>
    </message>
    <message>
        <source>4-Letter Word</source>
        <translation>4-letterwoord</translation>
    </message>
    <message>
        <source>5-Letter Word</source>
        <translation>5-letterwoord</translation>
    </message>
    <message>
        <source>6-Letter Word</source>
        <translation>6-letterwoord</translation>
    </message>
    <message>
        <source>One Word</source>
        <translation>Eén woord</translation>
    </message>
    <message>
        <source>Two Words</source>
        <translation>Twee woorden</translation>
    </message>
    <message>
        <source>Three Words</source>
        <translation>Drie woorden</translation>
    </message>
    <message>
        <source>All Consonants</source>
        <translation>Alleen medeklinkers</translation>
    </message>
    <message>
        <source>All Vowels</source>
        <translation>Alleen klinkers</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>Yahtzee Word</source>
        <translation>Yahtzee-woord</translation>
    </message>
</context>
<context>
    <name>Word Yahtzee rules</name>
    <message>
        <source>One word of exactly {count} letters: the letters used.</source>
        <translation>Eén woord van precies {count} letters: de gebruikte letters.</translation>
    </message>
    <message>
        <source>One word from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Eén woord uit de dobbelstenen (elke lengte, elke dobbelsteen één keer): de gebruikte letters.</translation>
    </message>
    <message>
        <source>Two words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Twee woorden uit de dobbelstenen (elke lengte, elke dobbelsteen één keer): de gebruikte letters.</translation>
    </message>
    <message>
        <source>Three words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>Drie woorden uit de dobbelstenen (elke lengte, elke dobbelsteen één keer): de gebruikte letters.</translation>
    </message>
    <message>
        <source>{count} words from the dice (any lengths, each die used once): the letters used.</source>
        <translation>{count} woorden uit de dobbelstenen (elke lengte, elke dobbelsteen één keer): de gebruikte letters.</translation>
    </message>
    <message>
        <source>All dice consonants (Y counts): {points}.</source>
        <translation>Alle dobbelstenen medeklinkers (Y telt mee): {points}.</translation>
    </message>
    <message>
        <source>All dice vowels (Y counts): {points}.</source>
        <translation>Alle dobbelstenen klinkers (Y telt mee): {points}.</translation>
    </message>
    <message>
        <source>Any words: all seven dice count.</source>
        <translation>Willekeurige woorden: alle zeven dobbelstenen tellen.</translation>
    </message>
    <message>
        <source>Any words: the letters used.</source>
        <translation>Willekeurige woorden: de gebruikte letters.</translation>
    </message>
    <message>
        <source>One word using every die: {points}.</source>
        <translation>Eén woord met alle dobbelstenen: {points}.</translation>
    </message>
    <message>
        <source>{dice} letter dice, {rolls} rolls a turn; keep any dice. Then claim one open box with words made from the dice (each die used at most once; the wild face, *, is any letter you name and is worth 0). A zero may go in any open box. Upper bonus {bonus} at {threshold} or more; once the Yahtzee Word box holds {points}, each further seven-letter word earns {extra}.</source>
        <translation>{dice} letterdobbelstenen, {rolls} worpen per beurt; houd dobbelstenen naar keuze vast. Vul dan een open vak met woorden uit de dobbelstenen (elke dobbelsteen hoogstens één keer; de jokerzijde, *, is een letter naar keuze en is 0 waard). Een nul mag in elk open vak. Bonus boven: {bonus} bij {threshold} of meer; zodra het vak Yahtzee-woord {points} bevat, levert elk volgend woord van zeven letters {extra} op.</translation>
    </message>
    <message>
        <source>Die {die}: {faces}</source>
        <translation>Dobbelsteen {die}: {faces}</translation>
    </message>
    <message>
        <source>The dice</source>
        <translation>De dobbelstenen</translation>
    </message>
    <message>
        <source>The boxes</source>
        <translation>De vakken</translation>
    </message>
</context>
<context>
    <name>WordCard</name>
    <message>
        <source>Upper section</source>
        <translation>Bovenste deel</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Onderste deel</translation>
    </message>
    <message>
        <source>{box}: {rule}</source>
        <translation>{box}: {rule}</translation>
    </message>
    <message>
        <source>Upper sum</source>
        <translation>Som boven</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Upper total</source>
        <translation>Totaal boven</translation>
    </message>
    <message>
        <source>Lower total</source>
        <translation>Totaal onder</translation>
    </message>
    <message>
        <source>Yahtzee bonus</source>
        <translation>Yahtzee-bonus</translation>
    </message>
    <message>
        <source>Grand total</source>
        <translation>Eindtotaal</translation>
    </message>
    <message numerus="yes">
        <source>{box}: {player} played {words}, {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {player} speelde {words}, {points} punt gescoord. {rule}</numerusform>
            <numerusform>{box}: {player} speelde {words}, {points} punten gescoord. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} played {words} and scored {points}</source>
        <translation>
            <numerusform>{box}, {player} speelde {words} en scoorde {points} punt</numerusform>
            <numerusform>{box}, {player} speelde {words} en scoorde {points} punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}: {points} scored. {rule}</source>
        <translation>
            <numerusform>{box}: {points} punt gescoord. {rule}</numerusform>
            <numerusform>{box}: {points} punten gescoord. {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{box}, {player} scored {points}</source>
        <translation>
            <numerusform>{box}, {player} scoorde {points} punt</numerusform>
            <numerusform>{box}, {player} scoorde {points} punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{box}: open. {rule}</source>
        <translation>{box}: open. {rule}</translation>
    </message>
    <message>
        <source>{box}, open</source>
        <translation>{box}, open</translation>
    </message>
    <message>
        <source>The 2- to 6-Letter boxes added up.</source>
        <translation>De vakken 2- tot 6-letterwoord opgeteld.</translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s) when the upper sum reaches {threshold}.</source>
        <translation>
            <numerusform>{points} punt als de som boven {threshold} haalt.</numerusform>
            <numerusform>{points} punten als de som boven {threshold} haalt.</numerusform>
        </translation>
    </message>
    <message>
        <source>{sum} / {threshold}</source>
        <translation>{sum} / {threshold}</translation>
    </message>
    <message>
        <source>Upper sum plus bonus.</source>
        <translation>Som boven plus bonus.</translation>
    </message>
    <message>
        <source>The lower boxes added up.</source>
        <translation>De onderste vakken opgeteld.</translation>
    </message>
    <message>
        <source>{count} × {points} for further seven-letter words.</source>
        <translation>{count} × {points} voor volgende woorden van zeven letters.</translation>
    </message>
    <message>
        <source>Everything added up.</source>
        <translation>Alles opgeteld.</translation>
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
        <translation>{row}, {player}, nog niets</translation>
    </message>
</context>
<context>
    <name>WordGame</name>
    <message>
        <source>{name} (letter dice)</source>
        <translation>{name} (letterdobbelstenen)</translation>
    </message>
    <message>
        <source>Type words (or click the letters), then pick a box and press Enter.</source>
        <translation>Typ woorden (of klik op de letters), kies dan een vak en druk op Enter.</translation>
    </message>
    <message>
        <source>The word list is still loading; claim again in a moment.</source>
        <translation>De woordenlijst wordt nog geladen; probeer het zo opnieuw.</translation>
    </message>
    <message>
        <source>The word list could not be loaded</source>
        <translation>De woordenlijst kon niet worden geladen</translation>
    </message>
</context>
<context>
    <name>WordLookup</name>
    <message>
        <source>The word list is still loading; look the word up in a moment.</source>
        <translation>De woordenlijst wordt nog geladen; zoek het woord zo meteen op.</translation>
    </message>
    <message>
        <source>Look Up a &amp;Word…</source>
        <translation>&amp;Woord opzoeken…</translation>
    </message>
    <message>
        <source>Look up a &amp;word…</source>
        <translation>Woord &amp;opzoeken…</translation>
    </message>
    <message>
        <source>Is it a word in this game? Settle a challenge (Ctrl+L)</source>
        <translation>Is het een woord in dit spel? Beslecht een twijfelgeval (Ctrl+L)</translation>
    </message>
</context>
<context>
    <name>WordOptions</name>
    <message>
        <source>One-&amp;minute timer per turn (when time is up, score a zero)</source>
        <translation>Eén &amp;minuut per beurt (als de tijd om is, volgt een nul)</translation>
    </message>
    <message>
        <source>The rule sheet&apos;s hourglass: each person has a minute per turn.</source>
        <translation>De zandloper uit de spelregels: iedereen heeft een minuut per beurt.</translation>
    </message>
    <message>
        <source>&amp;Family words: nobody may play an offensive word</source>
        <translation>&amp;Familiefilter: niemand mag een aanstootgevend woord spelen</translation>
    </message>
    <message>
        <source>Words on the offensive-words list are refused for everyone. Computer players never play them, whatever this says.</source>
        <translation>Woorden op de lijst met aanstootgevende woorden worden voor iedereen geweigerd. Computerspelers spelen ze nooit, wat hier ook staat.</translation>
    </message>
    <message>
        <source>The words are English: the dictionary and the letter values follow the English rules.</source>
        <extracomment>said in every language but English (New Game&apos;s options, F1): the words stay English</extracomment>
        <translation>De woorden zijn Engels: het woordenboek en de letterwaarden volgen de Engelse regels.</translation>
    </message>
</context>
<context>
    <name>WordPart</name>
    <message>
        <source>Roll the dice first; a hint is about the dice on the table.</source>
        <translation>Gooi eerst de dobbelstenen; een tip gaat over de dobbelstenen op tafel.</translation>
    </message>
    <message>
        <source>Hint: write a zero in {box}.</source>
        <translation>Tip: vul een nul in bij {box}.</translation>
    </message>
    <message>
        <source>Hint: book {words} in {box}.</source>
        <translation>Tip: vul {words} in bij {box}.</translation>
    </message>
    <message>
        <source>Hint: book {box}.</source>
        <translation>Tip: vul {box} in.</translation>
    </message>
    <message>
        <source>Hint: roll all the dice again.</source>
        <translation>Tip: gooi alle dobbelstenen opnieuw.</translation>
    </message>
    <message>
        <source>the wild face</source>
        <translation>de jokerzijde</translation>
    </message>
    <message>
        <source>Hint: keep die {die} ({letter}) and roll the others again.</source>
        <translation>Tip: houd dobbelsteen {die} ({letter}) vast en gooi de andere opnieuw.</translation>
    </message>
    <message>
        <source>{player} booked {box} with {letters}: {points}.</source>
        <translation>{player} vulde {box} in met {letters}: {points}.</translation>
    </message>
    <message>
        <source>{player}&apos;s time ran out: 0 in {box}.</source>
        <translation>De tijd van {player} was om: 0 in {box}.</translation>
    </message>
    <message>
        <source>Hint: keep dice {dice} ({letters}) and roll the others again.</source>
        <translation>Tip: houd dobbelstenen {dice} ({letters}) vast en gooi de andere opnieuw.</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>Woorden invullen</translation>
    </message>
</context>
<context>
    <name>WordReview</name>
    <message numerus="yes">
        <source>{count} turn(s); {missed} missed in the boxes chosen. The most was in turn {turn} ({loss} in {box}).</source>
        <translation>
            <numerusform>{count} beurt; {missed} gemist in de gekozen vakken. De meeste in beurt {turn} ({loss} bij {box}).</numerusform>
            <numerusform>{count} beurten; {missed} gemist in de gekozen vakken. De meeste in beurt {turn} ({loss} bij {box}).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{points} point(s)</source>
        <translation>
            <numerusform>{points} punt</numerusform>
            <numerusform>{points} punten</numerusform>
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
        <translation>{box}: niets scoort</translation>
    </message>
    <message>
        <source>{box}: zero</source>
        <translation>{box}: nul</translation>
    </message>
    <message>
        <source>nothing scores</source>
        <translation>niets scoort</translation>
    </message>
    <message>
        <source>{claim}, {more} more</source>
        <translation>{claim}, {more} meer</translation>
    </message>
    <message>
        <source>A letter after * is the one the wild face stood for.</source>
        <translation>Een letter na * is de letter waarvoor de jokerzijde stond.</translation>
    </message>
    <message>
        <source>The best claim in any open box scored {more} more; another box may still be the better plan for the turns to come.</source>
        <translation>De beste invulling in een open vak leverde {more} meer op; een ander vak kan voor de komende beurten toch het betere plan zijn.</translation>
    </message>
    <message>
        <source>No turns to review for this player.</source>
        <translation>Geen beurten te bekijken voor deze speler.</translation>
    </message>
    <message numerus="yes">
        <source>The {box} box allowed {missed} more point(s) than the claim made.</source>
        <translation>
            <numerusform>Het vak {box} liet {missed} punt meer toe dan wat er werd ingevuld.</numerusform>
            <numerusform>Het vak {box} liet {missed} punten meer toe dan wat er werd ingevuld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Every claim was the best its box allowed: no points missed in {count} turn(s).</source>
        <translation>
            <numerusform>Elke invulling was het beste dat het vak toeliet: geen punten gemist in {count} beurt.</numerusform>
            <numerusform>Elke invulling was het beste dat het vak toeliet: geen punten gemist in {count} beurten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Letters</source>
        <translation>Letters</translation>
    </message>
    <message>
        <source>You booked</source>
        <translation>Jij vulde in</translation>
    </message>
    <message>
        <source>Best in that box</source>
        <translation>Beste in dat vak</translation>
    </message>
    <message>
        <source>Best in any box</source>
        <translation>Beste in een vak</translation>
    </message>
    <message>
        <source>Missed</source>
        <translation>Gemist</translation>
    </message>
    <message>
        <source>points missed</source>
        <translation>gemiste punten</translation>
    </message>
    <message>
        <source>game {game}: {value:.0f} points missed</source>
        <translation>spel {game}: {value:.0f} punten gemist</translation>
    </message>
    <message>
        <source>Points missed</source>
        <translation>Gemiste punten</translation>
    </message>
    <message>
        <source>Every turn, against the best words the letters allowed:</source>
        <translation>Elke beurt, vergeleken met de beste woorden die de letters toelieten:</translation>
    </message>
</context>
<context>
    <name>Yacht boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enen</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tweeën</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Drieën</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vijven</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Zessen</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Little Straight</source>
        <translation>Kleine straat</translation>
    </message>
    <message>
        <source>Big Straight</source>
        <translation>Grote straat</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Keuze</translation>
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
        <translation>Enen</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tweeën</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Drieën</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vijven</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Zessen</translation>
    </message>
    <message>
        <source>3 of a Kind</source>
        <translation>Drie dezelfde</translation>
    </message>
    <message>
        <source>4 of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine straat</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grote straat</translation>
    </message>
    <message>
        <source>Yahtzee</source>
        <translation>Yahtzee</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
</context>
<context>
    <name>Yatzy boxes</name>
    <message>
        <source>Ones</source>
        <translation>Enen</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Tweeën</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Drieën</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Vieren</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Vijven</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Zessen</translation>
    </message>
    <message>
        <source>One Pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two Pairs</source>
        <translation>Twee paar</translation>
    </message>
    <message>
        <source>Three of a Kind</source>
        <translation>Drie dezelfde</translation>
    </message>
    <message>
        <source>Four of a Kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>Small Straight</source>
        <translation>Kleine straat</translation>
    </message>
    <message>
        <source>Large Straight</source>
        <translation>Grote straat</translation>
    </message>
    <message>
        <source>Full House</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
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
        <translation>{player} vulde {words} in bij {box}: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {box}: {points}.</source>
        <translation>{player} vulde {box} in: {points}.</translation>
    </message>
    <message>
        <source>{player} booked {words} in {box}.</source>
        <translation>{player} vulde {words} in bij {box}.</translation>
    </message>
    <message>
        <source>{player} booked {box}.</source>
        <translation>{player} vulde {box} in.</translation>
    </message>
    <message>
        <source>{box} ({column})</source>
        <extracomment>a box in one of a player&apos;s columns, on a card with several (&quot;Chance (×3)&quot;)</extracomment>
        <translation>{box} ({column})</translation>
    </message>
    <message>
        <source>{number} (misread)</source>
        <translation>{number} (verkeerd gelezen)</translation>
    </message>
</context>
<context>
    <name>box kinds</name>
    <message>
        <source>Match</source>
        <translation>Voorwaarde</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minstens</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>precies</translation>
    </message>
    <message>
        <source>whether more dice of the face may show</source>
        <translation>of meer dobbelstenen die zijde mogen tonen</translation>
    </message>
    <message>
        <source>contained in the roll</source>
        <translation>zit in de worp</translation>
    </message>
    <message>
        <source>exactly the roll</source>
        <translation>precies de worp</translation>
    </message>
    <message>
        <source>whether the roll must be exactly the set</source>
        <translation>of de worp precies de set moet zijn</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Zijden</translation>
    </message>
    <message>
        <source>the faces the roll must show</source>
        <translation>de zijden die de worp moet tonen</translation>
    </message>
    <message>
        <source>Run length</source>
        <translation>Lengte</translation>
    </message>
    <message>
        <source>how many faces in a row</source>
        <translation>hoeveel zijden op een rij</translation>
    </message>
    <message>
        <source>Face (upper box)</source>
        <translation>Zijde (bovenste vak)</translation>
    </message>
    <message>
        <source>Face</source>
        <translation>Zijde</translation>
    </message>
    <message>
        <source>the face whose dice count</source>
        <translation>de zijde waarvan de dobbelstenen tellen</translation>
    </message>
    <message>
        <source>N of a kind</source>
        <translation>N dezelfde</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Aantal</translation>
    </message>
    <message>
        <source>dice showing the same face</source>
        <translation>dobbelstenen met dezelfde zijde</translation>
    </message>
    <message>
        <source>Groups of equal dice</source>
        <translation>Groepen gelijke dobbelstenen</translation>
    </message>
    <message>
        <source>Group sizes</source>
        <translation>Groepsgroottes</translation>
    </message>
    <message>
        <source>dice in each group, e.g. 3, 2 for a full house</source>
        <translation>dobbelstenen per groep, bijv. 3, 2 voor een full house</translation>
    </message>
    <message>
        <source>Different faces</source>
        <translation>Verschillende zijden</translation>
    </message>
    <message>
        <source>each group shows a different face</source>
        <translation>elke groep toont een andere zijde</translation>
    </message>
    <message>
        <source>Straight</source>
        <extracomment>every kind by name (each of its own pattern type, which its calls take)</extracomment>
        <translation>Straat</translation>
    </message>
    <message>
        <source>All the same</source>
        <translation>Allemaal gelijk</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Kans</translation>
    </message>
    <message>
        <source>fixed points</source>
        <translation>vaste punten</translation>
    </message>
    <message>
        <source>sum of all dice</source>
        <translation>som van alle dobbelstenen</translation>
    </message>
    <message>
        <source>sum of the dice used</source>
        <translation>som van de gebruikte dobbelstenen</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Drie dezelfde</translation>
    </message>
    <message>
        <source>Four of a kind</source>
        <translation>Carré</translation>
    </message>
    <message>
        <source>N of a kind (dice used)</source>
        <translation>N dezelfde (gebruikte dobbelstenen)</translation>
    </message>
    <message>
        <source>N of a Kind</source>
        <translation>N dezelfde</translation>
    </message>
    <message>
        <source>One pair</source>
        <translation>Paar</translation>
    </message>
    <message>
        <source>Two pairs</source>
        <translation>Twee paar</translation>
    </message>
    <message>
        <source>Three pairs</source>
        <translation>Drie paar</translation>
    </message>
    <message>
        <source>Full house</source>
        <translation>Full house</translation>
    </message>
    <message>
        <source>Villa (two threes)</source>
        <translation>Villa (twee keer drie)</translation>
    </message>
    <message>
        <source>Tower (four and two)</source>
        <translation>Toren (vier en twee)</translation>
    </message>
    <message>
        <source>Any group pattern</source>
        <translation>Willekeurige groepen</translation>
    </message>
    <message>
        <source>Groups</source>
        <translation>Groepen</translation>
    </message>
    <message>
        <source>Straight: a run</source>
        <translation>Straat: op een rij</translation>
    </message>
    <message>
        <source>Straight: an exact set</source>
        <translation>Straat: precieze set</translation>
    </message>
    <message>
        <source>Exact Straight</source>
        <translation>Precieze straat</translation>
    </message>
    <message>
        <source>Straight: a set in the roll</source>
        <translation>Straat: set in de worp</translation>
    </message>
    <message>
        <source>Set Straight</source>
        <translation>Set-straat</translation>
    </message>
    <message>
        <source>Sevens</source>
        <translation>Zevens</translation>
    </message>
    <message>
        <source>Eights</source>
        <translation>Achten</translation>
    </message>
    <message>
        <source>Nines</source>
        <translation>Negens</translation>
    </message>
    <message>
        <source>Tens</source>
        <translation>Tienen</translation>
    </message>
    <message>
        <source>Elevens</source>
        <translation>Elven</translation>
    </message>
    <message>
        <source>Twelves</source>
        <translation>Twaalven</translation>
    </message>
    <message>
        <source>{face}s</source>
        <translation>{face}&apos;en</translation>
    </message>
</context>
<context>
    <name>files</name>
    <message>
        <source>cannot write {file}: {reason}</source>
        <translation>kan {file} niet schrijven: {reason}</translation>
    </message>
    <message>
        <source>cannot write {file}: {reason}; nothing was written</source>
        <translation>kan {file} niet schrijven: {reason}; er is niets geschreven</translation>
    </message>
    <message>
        <source>cannot read {file}: {reason}</source>
        <translation>kan {file} niet lezen: {reason}</translation>
    </message>
    <message>
        <source>the text holds a lone surrogate, which UTF-8 cannot encode</source>
        <translation>de tekst bevat een los surrogaatteken, dat UTF-8 niet kan coderen</translation>
    </message>
    <message>
        <source>it is {kind}, not a regular file</source>
        <translation>het is {kind}, geen gewoon bestand</translation>
    </message>
    <message>
        <source>it is larger than {limit} bytes</source>
        <translation>het is groter dan {limit} bytes</translation>
    </message>
    <message>
        <source>a file name must be text</source>
        <translation>een bestandsnaam moet tekst zijn</translation>
    </message>
    <message>
        <source>no file name was given, so nothing was written</source>
        <translation>er is geen bestandsnaam opgegeven, dus er is niets geschreven</translation>
    </message>
    <message>
        <source>a file name cannot hold a NUL character</source>
        <translation>een bestandsnaam kan geen NUL-teken bevatten</translation>
    </message>
    <message>
        <source>it names a folder, not a file</source>
        <translation>die naam wijst een map aan, geen bestand</translation>
    </message>
    <message>
        <source>the file is read-only</source>
        <translation>het bestand is alleen-lezen</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>een map</translation>
    </message>
    <message>
        <source>a symbolic link</source>
        <translation>een symbolische koppeling</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>een named pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>een apparaat</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>een socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>geen gewoon bestand</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>toegang geweigerd</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>its folder does not exist</source>
        <translation>de map bestaat niet</translation>
    </message>
    <message>
        <source>a part of its path is a file, not a folder</source>
        <translation>een deel van het pad is een bestand, geen map</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
</context>
<context>
    <name>game</name>
    <message>
        <source>a name must be text</source>
        <extracomment>holds and undos in one turn (an undo gives none back): a person toggling dice makes a few; this keeps a turn&apos;s log, and the states Undo can go back to, small holds and undos in one game; rolls and scores stay allowed, so a game can always end</extracomment>
        <translation>een naam moet tekst zijn</translation>
    </message>
    <message>
        <source>a name must not be empty</source>
        <translation>een naam mag niet leeg zijn</translation>
    </message>
    <message>
        <source>a name must be at most {limit} characters</source>
        <translation>een naam mag hoogstens {limit} tekens hebben</translation>
    </message>
    <message>
        <source>a name must not contain control characters</source>
        <translation>een naam mag geen besturingstekens bevatten</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is afgelopen</translation>
    </message>
    <message>
        <source>roll the dice first</source>
        <translation>gooi eerst de dobbelstenen</translation>
    </message>
    <message>
        <source>the game is over: its last box cannot be taken back</source>
        <translation>het spel is afgelopen: het laatste vak kan niet worden teruggenomen</translation>
    </message>
    <message>
        <source>nothing to undo: a roll cannot be taken back</source>
        <translation>niets ongedaan te maken: een worp kan niet worden teruggenomen</translation>
    </message>
    <message>
        <source>nothing to undo</source>
        <translation>niets ongedaan te maken</translation>
    </message>
    <message>
        <source>{player}&apos;s move cannot be taken back: Undo is for your own moves</source>
        <translation>de zet van {player} kan niet worden teruggenomen: Ongedaan maken geldt alleen voor je eigen zetten</translation>
    </message>
    <message>
        <source>no rolls left this turn; score a box</source>
        <translation>geen worpen meer deze beurt; vul een vak in</translation>
    </message>
    <message>
        <source>every die is held; release one to roll</source>
        <translation>alle dobbelstenen worden vastgehouden; laat er een los om te gooien</translation>
    </message>
    <message>
        <source>die {die} is held and cannot change</source>
        <translation>dobbelsteen {die} wordt vastgehouden en kan niet veranderen</translation>
    </message>
    <message>
        <source>these dice were rolled here: score a box</source>
        <translation>deze dobbelstenen zijn hier gegooid; vul een vak in</translation>
    </message>
    <message>
        <source>this turn&apos;s dice have been typed in again as often as a turn allows: score a box</source>
        <translation>de dobbelstenen van deze beurt zijn zo vaak opnieuw ingetypt als een beurt toestaat; vul een vak in</translation>
    </message>
    <message>
        <source>no rolls left to use; holding dice would change nothing</source>
        <translation>geen worpen meer over; dobbelstenen vasthouden verandert niets</translation>
    </message>
    <message>
        <source>dice are numbered 1 to {count}</source>
        <translation>de dobbelstenen zijn genummerd van 1 tot {count}</translation>
    </message>
    <message>
        <source>a die is named twice</source>
        <translation>een dobbelsteen wordt twee keer genoemd</translation>
    </message>
    <message>
        <source>those dice are already the held ones</source>
        <translation>die dobbelstenen worden al vastgehouden</translation>
    </message>
    <message>
        <source>this game has had {moves} holds and undos, the most a game may have: roll or score</source>
        <translation>in dit spel is al {moves} keer vastgehouden en ongedaan gemaakt, meer mag niet: gooi of vul in</translation>
    </message>
    <message>
        <source>this turn has had {moves} holds and undos, the most a turn may have: roll or score</source>
        <translation>in deze beurt is al {moves} keer vastgehouden en ongedaan gemaakt, meer mag niet: gooi of vul in</translation>
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
        <translation>Yahtzee (vrije joker)</translation>
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
        <translation>Maxi Yatzy (zonder bewaarde worpen)</translation>
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
        <translation>Plaatswaarde-Yahtzee (4 cijfers)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (3 digits)</source>
        <translation>Plaatswaarde-Yahtzee (3 cijfers)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (6 digits)</source>
        <translation>Plaatswaarde-Yahtzee (6 cijfers)</translation>
    </message>
    <message>
        <source>Place Value Yahtzee (decimals)</source>
        <translation>Plaatswaarde-Yahtzee (decimalen)</translation>
    </message>
    <message>
        <source>Pip dice</source>
        <translation>Stippendobbelstenen</translation>
    </message>
    <message>
        <source>Digit dice</source>
        <translation>Cijferdobbelstenen</translation>
    </message>
    <message>
        <source>Letter dice</source>
        <translation>Letterdobbelstenen</translation>
    </message>
    <message>
        <source>Triple Yahtzee</source>
        <translation>Triple Yahtzee</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <source>Intermediate</source>
        <translation>Gevorderd</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plain</source>
        <extracomment>what an X counts for when boxes are compared (rule sheet 003): 0, below every number how many turns&apos; chances an opponent has, over a game, to fill a box: they write an X in it only when all of them fail (measured: strong players write an X in &quot;a 5 in the hundreds place&quot; of the 3-digit card in 4% of games, where one turn fails 33% of the time)</extracomment>
        <translation>Eenvoudig</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
</context>
<context>
    <name>numbers</name>
    <message>
        <source>one</source>
        <translation>een</translation>
    </message>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>negen</translation>
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
        <translation>een bericht</translation>
    </message>
    <message>
        <source>its greeting</source>
        <translation>de begroeting</translation>
    </message>
    <message>
        <source>it</source>
        <translation>ze</translation>
    </message>
    <message>
        <source>it sent an empty frame</source>
        <translation>de andere kant stuurde een leeg frame</translation>
    </message>
    <message>
        <source>it sent a frame of {size} bytes; the most is {most}</source>
        <translation>de andere kant stuurde een frame van {size} bytes; het maximum is {most}</translation>
    </message>
    <message>
        <source>{what} was not JSON this program accepts ({why})</source>
        <translation>{what} was geen JSON dat dit programma accepteert ({why})</translation>
    </message>
    <message>
        <source>{what} was not a JSON object</source>
        <translation>{what} was geen JSON-object</translation>
    </message>
    <message>
        <source>{what} nested deeper than {most} levels</source>
        <translation>{what} was dieper dan {most} niveaus genest</translation>
    </message>
    <message>
        <source>{what} held more than {most} values</source>
        <translation>{what} bevatte meer dan {most} waarden</translation>
    </message>
    <message>
        <source>{what} had a field it may not have: {name}</source>
        <translation>{what} had een veld dat niet mag: {name}</translation>
    </message>
    <message>
        <source>{what} lacked the field {name}</source>
        <translation>{what} miste het veld {name}</translation>
    </message>
    <message>
        <source>{what} had the wrong type for {name}</source>
        <translation>{what} had het verkeerde type voor {name}</translation>
    </message>
    <message>
        <source>its key exchange was not valid</source>
        <translation>de sleuteluitwisseling was ongeldig</translation>
    </message>
    <message>
        <source>its greeting had no protocol version</source>
        <translation>de begroeting noemde geen protocolversie</translation>
    </message>
    <message>
        <source>its greeting was not the one this side expects</source>
        <translation>de begroeting was niet wat deze kant verwacht</translation>
    </message>
    <message>
        <source>it speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>de andere kant spreekt versie {theirs} van het spelprotocol; deze computer spreekt versie {ours}</translation>
    </message>
    <message>
        <source>the host speaks version {theirs} of the game&apos;s protocol; this computer speaks version {ours}</source>
        <translation>de host spreekt versie {theirs} van het spelprotocol; deze computer spreekt versie {ours}</translation>
    </message>
    <message>
        <source>This computer speaks version {ours} of the game&apos;s protocol; the host speaks version {theirs}.</source>
        <translation>Deze computer spreekt versie {ours} van het spelprotocol; de host spreekt versie {theirs}.</translation>
    </message>
    <message>
        <source>the connection ran out of message numbers</source>
        <translation>de verbinding had geen berichtnummers meer</translation>
    </message>
    <message>
        <source>it sent a frame too short to be sealed</source>
        <translation>de andere kant stuurde een frame dat te kort is om verzegeld te zijn</translation>
    </message>
    <message>
        <source>the room code is not right</source>
        <translation>de kamercode klopt niet</translation>
    </message>
    <message>
        <source>a message was altered on the way (it did not verify)</source>
        <translation>een bericht is onderweg veranderd (het kon niet worden geverifieerd)</translation>
    </message>
    <message>
        <source>it sent message {number} again (a replay)</source>
        <translation>de andere kant stuurde bericht {number} nog eens (een herhaling)</translation>
    </message>
    <message>
        <source>message {number} came before message {expected} (out of order)</source>
        <translation>bericht {number} kwam vóór bericht {expected} (verkeerde volgorde)</translation>
    </message>
    <message>
        <source>it did not confirm the key</source>
        <translation>de andere kant bevestigde de sleutel niet</translation>
    </message>
    <message>
        <source>it sent a sealed frame of an unknown kind</source>
        <translation>de andere kant stuurde een verzegeld frame van een onbekende soort</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>geen reden gegeven</translation>
    </message>
    <message>
        <source>it did not read what it was sent ({size} bytes waited)</source>
        <translation>de andere kant las niet wat er gestuurd werd ({size} bytes wachtten)</translation>
    </message>
    <message>
        <source>it sent more than {burst} frames at once, faster than {rate} a second</source>
        <translation>de andere kant stuurde meer dan {burst} frames tegelijk, sneller dan {rate} per seconde</translation>
    </message>
    <message>
        <source>it sent more than {burst} bytes at once, faster than {rate} a second</source>
        <translation>de andere kant stuurde meer dan {burst} bytes tegelijk, sneller dan {rate} per seconde</translation>
    </message>
    <message>
        <source>it sent nothing for {seconds} seconds</source>
        <translation>de andere kant stuurde {seconds} seconden lang niets</translation>
    </message>
    <message>
        <source>it did not finish joining within {seconds} seconds</source>
        <translation>de andere kant was niet binnen {seconds} seconden binnen</translation>
    </message>
    <message>
        <source>the host did not answer within {seconds} seconds</source>
        <translation>de host antwoordde niet binnen {seconds} seconden</translation>
    </message>
    <message>
        <source>the connection was lost</source>
        <translation>de verbinding is verbroken</translation>
    </message>
    <message>
        <source>it left before it had joined</source>
        <translation>de andere kant vertrok voordat hij binnen was</translation>
    </message>
    <message>
        <source>the host closed the connection before letting this computer in</source>
        <translation>de host sloot de verbinding voordat hij deze computer binnenliet</translation>
    </message>
    <message>
        <source>{address} is locked out after {count} wrong room codes</source>
        <translation>{address} is buitengesloten na {count} verkeerde kamercodes</translation>
    </message>
    <message>
        <source>the room already has {count} connections</source>
        <translation>de kamer heeft al {count} verbindingen</translation>
    </message>
    <message>
        <source>{count} others are joining at this moment</source>
        <translation>er komen op dit moment {count} anderen binnen</translation>
    </message>
    <message>
        <source>{count} others from {address} are joining at this moment</source>
        <translation>er komen op dit moment {count} anderen van {address} binnen</translation>
    </message>
    <message>
        <source>The connection with {peer} ended: {why}.</source>
        <translation>De verbinding met {peer} is beëindigd: {why}.</translation>
    </message>
    <message>
        <source>Refused {peer}: {why}.</source>
        <translation>{peer} geweigerd: {why}.</translation>
    </message>
    <message>
        <source>{address} is locked out of this room after {count} wrong room codes.</source>
        <translation>{address} is buitengesloten van deze kamer na {count} verkeerde kamercodes.</translation>
    </message>
    <message>
        <source>Refusals that came too fast to be written here: {count}.</source>
        <translation>Weigeringen die te snel kwamen om hier te worden opgeschreven: {count}.</translation>
    </message>
    <message>
        <source>Could not join {peer}: {why}.</source>
        <translation>Kon niet deelnemen bij {peer}: {why}.</translation>
    </message>
    <message>
        <source>Could not reach {peer}: {why}.</source>
        <translation>Kon {peer} niet bereiken: {why}.</translation>
    </message>
    <message>
        <source>Could not listen on port {port}: {why}.</source>
        <translation>Kon niet luisteren op poort {port}: {why}.</translation>
    </message>
    <message>
        <source>A room code has {shortest} to {longest} of the digits 2 to 9 and the letters A to Z without I, L and O.</source>
        <translation>Een kamercode heeft {shortest} tot {longest} tekens uit de cijfers 2 tot en met 9 en de letters A tot en met Z zonder I, L en O.</translation>
    </message>
    <message>
        <source>it was larger than {most} bytes</source>
        <translation>ze was groter dan {most} bytes</translation>
    </message>
    <message>
        <source>it was not a room&apos;s announcement</source>
        <translation>het was geen aankondiging van een kamer</translation>
    </message>
    <message>
        <source>its port, open seats or version was out of bounds</source>
        <translation>de poort, de open plaatsen of de versie lag buiten de grenzen</translation>
    </message>
    <message>
        <source>its name was empty, longer than {most} characters or held control characters</source>
        <translation>de naam was leeg, langer dan {most} tekens of bevatte stuurtekens</translation>
    </message>
    <message>
        <source>its rules&apos; name was empty, longer than {most} characters or held control characters</source>
        <translation>de naam van de regels was leeg, langer dan {most} tekens of bevatte stuurtekens</translation>
    </message>
    <message>
        <source>{count} games are listed already</source>
        <translation>er staan al {count} spellen in de lijst</translation>
    </message>
    <message>
        <source>Ignored an announcement from {host}: {why}.</source>
        <translation>Aankondiging van {host} genegeerd: {why}.</translation>
    </message>
    <message>
        <source>Could not listen for games on port {port}: {why}.</source>
        <translation>Kon niet op poort {port} naar spellen luisteren: {why}.</translation>
    </message>
    <message>
        <source>a roll&apos;s dice are drawn by the room: send {roll}</source>
        <translation>de dobbelstenen van een worp trekt de kamer: stuur {roll}</translation>
    </message>
    <message>
        <source>Undo is not offered in a game across computers</source>
        <translation>Ongedaan maken is er niet in een spel tussen computers</translation>
    </message>
    <message>
        <source>the kept room has {seats} seats for a game of {players} players</source>
        <translation>de bewaarde kamer heeft {seats} plaatsen voor een spel met {players} spelers</translation>
    </message>
    <message>
        <source>the kept game has a roll its room did not keep</source>
        <translation>het bewaarde spel heeft een worp die de kamer niet bewaarde</translation>
    </message>
    <message>
        <source>roll {roll} of the kept game is not the one its room draws</source>
        <translation>worp {roll} van het bewaarde spel is niet de worp die de kamer trekt</translation>
    </message>
    <message>
        <source>{count} messages were refused</source>
        <translation>{count} berichten werden geweigerd</translation>
    </message>
    <message>
        <source>a message was refused: {why}</source>
        <translation>een bericht werd geweigerd: {why}</translation>
    </message>
    <message>
        <source>{name} left: {why}</source>
        <translation>{name} is vertrokken: {why}</translation>
    </message>
    <message>
        <source>seat {seat} is not the seat of a guest who is away</source>
        <translation>plaats {seat} is niet de plaats van een gast die weg is</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}</source>
        <translation>{level} is geen computerniveau van {game}</translation>
    </message>
    <message>
        <source>a computer plays {name}&apos;s seat until {name} is back</source>
        <translation>een computer speelt op de plaats van {name} tot {name} terug is</translation>
    </message>
    <message>
        <source>this program already has a seat</source>
        <translation>dit programma heeft al een plaats</translation>
    </message>
    <message>
        <source>a new seat needs the head of its chain</source>
        <translation>een nieuwe plaats heeft het begin van zijn keten nodig</translation>
    </message>
    <message>
        <source>{name} is already at the table: choose another name</source>
        <translation>{name} zit al aan tafel: kies een andere naam</translation>
    </message>
    <message>
        <source>the room has no open seat</source>
        <translation>de kamer heeft geen vrije plaats</translation>
    </message>
    <message>
        <source>{name} sat down at seat {seat} ({peer})</source>
        <translation>{name} ging op plaats {seat} zitten ({peer})</translation>
    </message>
    <message>
        <source>no seat has that ticket</source>
        <translation>geen plaats heeft dat kaartje</translation>
    </message>
    <message>
        <source>{name} is connected already</source>
        <translation>{name} is al verbonden</translation>
    </message>
    <message>
        <source>{name} is back at seat {seat} ({peer})</source>
        <translation>{name} is terug op plaats {seat} ({peer})</translation>
    </message>
    <message>
        <source>every seat is taken: the game begins</source>
        <translation>elke plaats is bezet: het spel begint</translation>
    </message>
    <message>
        <source>seat {seat} is not played at this computer</source>
        <translation>plaats {seat} wordt niet op deze computer gespeeld</translation>
    </message>
    <message>
        <source>sit down first</source>
        <translation>ga eerst zitten</translation>
    </message>
    <message>
        <source>the computer that stood in for this seat ends this turn</source>
        <translation>de computer die voor deze plaats inviel, maakt deze beurt af</translation>
    </message>
    <message>
        <source>the game has not begun</source>
        <translation>het spel is niet begonnen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>het spel is voorbij</translation>
    </message>
    <message>
        <source>it is {player}&apos;s turn, not {name}&apos;s</source>
        <translation>het is de beurt van {player}, niet van {name}</translation>
    </message>
    <message>
        <source>the dice are being rolled</source>
        <translation>de dobbelstenen worden gegooid</translation>
    </message>
    <message>
        <source>no value for roll {roll} is wanted from this seat</source>
        <translation>van deze plaats is geen waarde voor worp {roll} nodig</translation>
    </message>
    <message>
        <source>roll {roll}: {why}</source>
        <translation>worp {roll}: {why}</translation>
    </message>
    <message>
        <source>no value for roll {roll} came within {seconds} seconds</source>
        <translation>er kwam geen waarde voor worp {roll} binnen {seconds} seconden</translation>
    </message>
    <message>
        <source>the game could not be kept: {why}</source>
        <translation>het spel kon niet worden bewaard: {why}</translation>
    </message>
    <message>
        <source>the game is over: {verdict}</source>
        <translation>het spel is voorbij: {verdict}</translation>
    </message>
    <message>
        <source>{name} (a computer): {why}</source>
        <translation>{name} (een computer): {why}</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume.</source>
        <translation>Er is hier geen onafgemaakt gehost spel om te hervatten.</translation>
    </message>
    <message>
        <source>There is no unfinished game hosted here to resume with the id {id}.</source>
        <translation>Er is hier geen onafgemaakt gehost spel met id {id} om te hervatten.</translation>
    </message>
    <message>
        <source>Game {id} cannot be resumed.</source>
        <translation>Spel {id} kan niet worden hervat.</translation>
    </message>
    <message>
        <source>the host sent a message that was refused: {why}</source>
        <translation>de host stuurde een bericht dat werd geweigerd: {why}</translation>
    </message>
    <message>
        <source>the host&apos;s game was refused: {why}</source>
        <translation>het spel van de host werd geweigerd: {why}</translation>
    </message>
    <message>
        <source>the host refused: {why}</source>
        <translation>de host weigerde: {why}</translation>
    </message>
    <message>
        <source>the guest closed the game</source>
        <translation>de gast sloot het spel</translation>
    </message>
    <message>
        <source>the host closed the room</source>
        <translation>de host sloot de kamer</translation>
    </message>
    <message>
        <source>the host left: the game is kept, and Join a Game takes your seat back when the host opens the room again</source>
        <translation>de host is vertrokken: het spel wordt bewaard, en Meedoen aan een spel neemt je plaats terug zodra de host de kamer weer opent</translation>
    </message>
    <message>
        <source>this computer speaks room version {ours}; the host speaks {theirs}</source>
        <translation>deze computer spreekt kamerversie {ours}; de host spreekt {theirs}</translation>
    </message>
    <message>
        <source>the host now hosts another game</source>
        <translation>de host host nu een ander spel</translation>
    </message>
    <message>
        <source>the host&apos;s dictionary is version {theirs}; this computer has version {ours}, so it cannot join</source>
        <translation>het woordenboek van de host is versie {theirs}; deze computer heeft versie {ours}, dus hij kan niet meedoen</translation>
    </message>
    <message>
        <source>{level} is not a computer level of {game}; choose from {levels}</source>
        <translation>{level} is geen computerniveau van {game}; kies uit {levels}</translation>
    </message>
    <message>
        <source>the host does not hold this seat&apos;s chain</source>
        <translation>de host heeft de keten van deze plaats niet</translation>
    </message>
    <message>
        <source>the host sent {count} rolls&apos; contributions for another number of rolls</source>
        <translation>de host stuurde bijdragen van {count} worpen voor een ander aantal worpen</translation>
    </message>
    <message>
        <source>the host sent action {number} when action {expected} was next</source>
        <translation>de host stuurde actie {number} terwijl actie {expected} de volgende was</translation>
    </message>
    <message>
        <source>action {number} is not a roll but has contributions</source>
        <translation>actie {number} is geen worp maar heeft bijdragen</translation>
    </message>
    <message>
        <source>action {number} is not legal: {why}</source>
        <translation>actie {number} is niet toegestaan: {why}</translation>
    </message>
    <message>
        <source>the host played before the game began</source>
        <translation>de host speelde voordat het spel begon</translation>
    </message>
    <message>
        <source>roll {roll} is beyond this seat&apos;s chain</source>
        <translation>worp {roll} ligt voorbij de keten van deze plaats</translation>
    </message>
    <message>
        <source>the host revealed its seed before the game began</source>
        <translation>de host onthulde zijn zaadwaarde voordat het spel begon</translation>
    </message>
    <message>
        <source>the host ended the game before its end; {verdict}</source>
        <translation>de host beëindigde het spel voor het einde; {verdict}</translation>
    </message>
    <message>
        <source>all {count} rolls verified</source>
        <translation>alle {count} worpen gecontroleerd</translation>
    </message>
    <message>
        <source>roll {roll} did not verify: {why}</source>
        <translation>worp {roll} klopte niet: {why}</translation>
    </message>
    <message>
        <source>none of the {count} rolls verified: {why}</source>
        <translation>geen van de {count} worpen gecontroleerd: {why}</translation>
    </message>
    <message>
        <source>roll {roll} was made without {name}&apos;s share while {name} was away</source>
        <translation>worp {roll} is gedaan zonder het aandeel van {name} terwijl {name} weg was</translation>
    </message>
    <message>
        <source>rolls {first}-{last} were made without {name}&apos;s share while {name} was away</source>
        <translation>worpen {first}–{last} zijn gedaan zonder het aandeel van {name} terwijl {name} weg was</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>the host has not revealed its seed</source>
        <extracomment>every hash and HMAC input starts with this and a purpose, so no value of one kind can be passed off as another (a commitment as a chain value, a roll of one version as another&apos;s) the most rolls a guest&apos;s chain covers: 8 seats x 39 boxes x 3 rolls is 936 faces are drawn one byte at a time, so a die has at most this many faces</extracomment>
        <translation>de host heeft zijn zaadwaarde niet onthuld</translation>
    </message>
    <message>
        <source>the seed revealed is not the one committed to</source>
        <translation>de onthulde zaadwaarde is niet die waaraan de host zich had gebonden</translation>
    </message>
    <message>
        <source>the number of rolls with contributions ({given}) is not the game&apos;s ({count})</source>
        <translation>het aantal worpen met aandelen ({given}) is niet het aantal worpen van het spel ({count})</translation>
    </message>
    <message>
        <source>seat {seat} already has a chain head</source>
        <translation>plaats {seat} heeft al een begin van een keten</translation>
    </message>
    <message>
        <source>seat {seat}: seated after {after} rolls</source>
        <translation>plaats {seat}: ingenomen na {after} worpen</translation>
    </message>
    <message>
        <source>a seat contributed twice</source>
        <translation>een plaats gaf zijn aandeel twee keer</translation>
    </message>
    <message>
        <source>seat {seat} has no chain head</source>
        <translation>plaats {seat} heeft geen begin van een keten</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is beyond its chain</source>
        <translation>het aandeel van plaats {seat} ligt voorbij zijn keten</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution is not the next of its chain</source>
        <translation>het aandeel van plaats {seat} is niet het volgende van zijn keten</translation>
    </message>
    <message>
        <source>seat {seat}&apos;s contribution was left out</source>
        <translation>het aandeel van plaats {seat} is weggelaten</translation>
    </message>
    <message>
        <source>a held die changed</source>
        <translation>een vastgehouden dobbelsteen veranderde</translation>
    </message>
    <message>
        <source>die {die} shows {shows}, the committed dice say {due}</source>
        <translation>dobbelsteen {die} toont {shows}, de toegezegde dobbelstenen zeggen {due}</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>Scores the total of all dice.</source>
        <translation>Levert het totaal van alle dobbelstenen op.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {points} point(s).</source>
        <translation>
            <numerusform>Levert {points} punt op.</numerusform>
            <numerusform>Levert {points} punten op.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} six-sided dice. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} zeszijdige dobbelstenen. In je beurt gooi je tot {rolls} keer; tussen de worpen houd je de dobbelstenen vast die je wilt bewaren en gooi je de rest opnieuw.</numerusform>
            <numerusform>{count} zeszijdige dobbelstenen. In je beurt gooi je tot {rolls} keer; tussen de worpen houd je de dobbelstenen vast die je wilt bewaren en gooi je de rest opnieuw.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} dice showing {faces}. On your turn, roll up to {rolls} time(s); between rolls, hold any dice you want to keep and roll the rest.</source>
        <translation>
            <numerusform>{count} dobbelstenen met de zijden {faces}. In je beurt gooi je tot {rolls} keer; tussen de worpen houd je de dobbelstenen vast die je wilt bewaren en gooi je de rest opnieuw.</numerusform>
            <numerusform>{count} dobbelstenen met de zijden {faces}. In je beurt gooi je tot {rolls} keer; tussen de worpen houd je de dobbelstenen vast die je wilt bewaren en gooi je de rest opnieuw.</numerusform>
        </translation>
    </message>
    <message>
        <source>Then score the dice in one open box, even if that means a zero. Each box is filled once; the game ends when every box is filled.</source>
        <translation>Vul daarna de dobbelstenen in een open vak in, ook als dat een nul oplevert. Elk vak wordt één keer ingevuld; het spel is afgelopen als alle vakken zijn ingevuld.</translation>
    </message>
    <message>
        <source>Rolls you do not use are saved, and you may use them in later turns.</source>
        <translation>Worpen die je niet gebruikt, worden bewaard en mag je in latere beurten gebruiken.</translation>
    </message>
    <message>
        <source>Boxes are filled in order, from top to bottom: each turn scores the first open box.</source>
        <translation>De vakken worden op volgorde van boven naar beneden ingevuld: elke beurt scoort in het eerste open vak.</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Beurten</translation>
    </message>
    <message>
        <source>Upper section</source>
        <translation>Bovenste deel</translation>
    </message>
    <message>
        <source>Lower section</source>
        <translation>Onderste deel</translation>
    </message>
    <message>
        <source>Bonuses</source>
        <translation>Bonussen</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>Winnen</translation>
    </message>
    <message>
        <source>{label}: {rule}</source>
        <translation>{label}: {rule}</translation>
    </message>
    <message>
        <source>Example: {dice} scores {points}.</source>
        <translation>Voorbeeld: {dice} levert {points} op.</translation>
    </message>
    <message numerus="yes">
        <source>Upper bonus: {points} point(s) when the upper section adds up to {threshold} or more.</source>
        <translation>
            <numerusform>Bonus: {points} punt als het bovenste deel samen {threshold} of meer oplevert.</numerusform>
            <numerusform>Bonus: {points} punten als het bovenste deel samen {threshold} of meer oplevert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is {count} [die|dice] of each face; the scorecard shows whether you are ahead of or behind that pace.</source>
        <translation>
            <numerusform>Dat is {count} dobbelsteen van elke waarde; de scorekaart laat zien of je voor of achter ligt op dat tempo.</numerusform>
            <numerusform>Dat is {count} dobbelstenen van elke waarde; de scorekaart laat zien of je voor of achter ligt op dat tempo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Extra {box} bonus: every further {box} scores {points} bonus point(s), as long as the {box} box holds a score above zero.</source>
        <translation>
            <numerusform>Extra {box}-bonus: elke volgende {box} levert {points} bonuspunt op, zolang het vak {box} meer dan nul punten bevat.</numerusform>
            <numerusform>Extra {box}-bonus: elke volgende {box} levert {points} bonuspunten op, zolang het vak {box} meer dan nul punten bevat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} must go in the matching upper box if it is open. Otherwise it may go in any open lower box, where every box counts as met (fixed boxes score their full points). If the lower section is full too, it goes in an open upper box for zero.</source>
        <translation>Joker: zodra het vak {box} is ingevuld (ook met een nul), moet een volgende {box} in het bijbehorende vak van het bovenste deel als dat open is. Anders mag hij in elk open vak van het onderste deel, waar elk vak als gehaald telt (vakken met vaste punten leveren hun volle punten op). Is ook het onderste deel vol, dan gaat hij voor nul in een open vak van het bovenste deel.</translation>
    </message>
    <message>
        <source>Joker: once the {box} box is filled (even with a zero), a further {box} may go in any open box. Boxes it does not meet by itself (such as the straights) score their full points only if the matching upper box is already filled; otherwise zero.</source>
        <translation>Joker: zodra het vak {box} is ingevuld (ook met een nul), mag een volgende {box} in elk open vak. Vakken die hij zelf niet haalt (zoals de straten) leveren alleen hun volle punten op als het bijbehorende vak van het bovenste deel al is ingevuld; anders nul.</translation>
    </message>
    <message>
        <source>The highest grand total wins.</source>
        <translation>Het hoogste eindtotaal wint.</translation>
    </message>
    <message>
        <source>Equal totals are decided by the upper section&apos;s sum; if that is equal too, the win is shared.</source>
        <translation>Bij een gelijke stand beslist de som van het bovenste deel; is die ook gelijk, dan wordt de winst gedeeld.</translation>
    </message>
    <message>
        <source>Equal totals share the place.</source>
        <translation>Gelijke totalen delen de plaats.</translation>
    </message>
    <message numerus="yes">
        <source>Exactly {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Precies {n} dobbelsteen met dezelfde waarde.</numerusform>
            <numerusform>Precies {n} dobbelstenen met dezelfde waarde.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>At least {n} [die|dice] showing the same face.</source>
        <translation>
            <numerusform>Minstens {n} dobbelsteen met dezelfde waarde.</numerusform>
            <numerusform>Minstens {n} dobbelstenen met dezelfde waarde.</numerusform>
        </translation>
    </message>
    <message>
        <source>A pair: two dice of the same face.</source>
        <translation>Een paar: twee dobbelstenen met dezelfde waarde.</translation>
    </message>
    <message>
        <source>A pair: two dice of the same face, with no extra dice of a face used.</source>
        <translation>Een paar: twee dobbelstenen met dezelfde waarde, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another.</source>
        <translation>Drie dobbelstenen met één waarde en twee met een andere.</translation>
    </message>
    <message>
        <source>Three dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Drie dobbelstenen met één waarde en twee met een andere, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another.</source>
        <translation>Vier dobbelstenen met één waarde en twee met een andere.</translation>
    </message>
    <message>
        <source>Four dice of one face and two of another, with no extra dice of a face used.</source>
        <translation>Vier dobbelstenen met één waarde en twee met een andere, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Two pairs of different faces.</source>
        <translation>Twee paren met verschillende waarden.</translation>
    </message>
    <message>
        <source>Two pairs of different faces, with no extra dice of a face used.</source>
        <translation>Twee paren met verschillende waarden, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups.</source>
        <translation>Twee paren; één waarde mag meerdere groepen vullen.</translation>
    </message>
    <message>
        <source>Two pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Twee paren; één waarde mag meerdere groepen vullen, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Three pairs of different faces.</source>
        <translation>Drie paren met verschillende waarden.</translation>
    </message>
    <message>
        <source>Three pairs of different faces, with no extra dice of a face used.</source>
        <translation>Drie paren met verschillende waarden, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups.</source>
        <translation>Drie paren; één waarde mag meerdere groepen vullen.</translation>
    </message>
    <message>
        <source>Three pairs; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Drie paren; één waarde mag meerdere groepen vullen, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces.</source>
        <translation>Twee keer drie dezelfde met verschillende waarden.</translation>
    </message>
    <message>
        <source>Two sets of three of different faces, with no extra dice of a face used.</source>
        <translation>Twee keer drie dezelfde met verschillende waarden, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups.</source>
        <translation>Twee keer drie dezelfde; één waarde mag meerdere groepen vullen.</translation>
    </message>
    <message>
        <source>Two sets of three; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Twee keer drie dezelfde; één waarde mag meerdere groepen vullen, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face, with no extra dice of a face used.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde; de groepen hebben verschillende waarden.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face of different faces, with no extra dice of a face used.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde; de groepen hebben verschillende waarden, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde; één waarde mag meerdere groepen vullen.</translation>
    </message>
    <message>
        <source>Groups of {sizes} dice, each group showing one face; one face may fill several groups, with no extra dice of a face used.</source>
        <translation>Groepen van {sizes} dobbelstenen, elke groep met één waarde; één waarde mag meerdere groepen vullen, zonder extra dobbelstenen van dezelfde waarde.</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first} en {second}</translation>
    </message>
    <message>
        <source>{length} faces in a row among the dice (for example {sample}).</source>
        <translation>{length} opeenvolgende waarden onder de dobbelstenen (bijvoorbeeld {sample}).</translation>
    </message>
    <message>
        <source>Exactly {faces}.</source>
        <translation>Precies {faces}.</translation>
    </message>
    <message>
        <source>The dice include {faces}.</source>
        <translation>De dobbelstenen bevatten {faces}.</translation>
    </message>
    <message>
        <source>Any roll; only the dice showing {face} count.</source>
        <translation>Elke worp; alleen de dobbelstenen met {face} tellen.</translation>
    </message>
    <message numerus="yes">
        <source>Scores {face} for each {face}.</source>
        <translation>
            <numerusform>Levert {face} punt op per dobbelsteen met {face}.</numerusform>
            <numerusform>Levert {face} punten op per dobbelsteen met {face}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Scores the {count} matching [die|dice] (the highest face that qualifies).</source>
        <translation>
            <numerusform>Levert {count} dobbelsteen op (de hoogste waarde die past).</numerusform>
            <numerusform>Levert de {count} gelijke dobbelstenen op (de hoogste waarde die past).</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores the dice in the groups (the highest faces that fit).</source>
        <translation>Levert de dobbelstenen in de groepen op (de hoogste waarden die passen).</translation>
    </message>
    <message>
        <source>Scores the dice of the straight.</source>
        <translation>Levert de dobbelstenen van de straat op.</translation>
    </message>
    <message>
        <source>All {count} dice show the same face.</source>
        <translation>Alle {count} dobbelstenen tonen dezelfde waarde.</translation>
    </message>
    <message>
        <source>Any roll.</source>
        <translation>Elke worp.</translation>
    </message>
    <message>
        <source>{box} is already filled.</source>
        <translation>{box} is al ingevuld.</translation>
    </message>
    <message>
        <source>Boxes are filled from top to bottom; {box} comes first.</source>
        <translation>De vakken worden van boven naar beneden ingevuld; {box} is eerst aan de beurt.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in {box} while it is open.</source>
        <translation>Jokerregel: een worp met alleen {face}&apos;en moet in {box} zolang dat vak open is.</translation>
    </message>
    <message>
        <source>Joker rule: a roll of all {face}s must go in the matching upper box while it is open.</source>
        <translation>Jokerregel: een worp met alleen {face}&apos;en moet in het bijbehorende bovenste vak zolang dat open is.</translation>
    </message>
    <message>
        <source>Joker rule: with the matching upper box filled, an open lower box must take this roll.</source>
        <translation>Jokerregel: nu het bijbehorende bovenste vak is ingevuld, moet een open vak onderaan deze worp nemen.</translation>
    </message>
</context>
<context>
    <name>ruleset problems</name>
    <message>
        <source>the dice have no face {face}</source>
        <translation>de dobbelstenen hebben geen zijde {face}</translation>
    </message>
    <message>
        <source>must be between 1 and the number of dice ({count}), not {n}</source>
        <translation>moet tussen 1 en het aantal dobbelstenen ({count}) liggen, niet {n}</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <extracomment>a ruleset&apos;s name, at most this many characters a ruleset id: lower-case letters, digits, &quot;-&quot; and &quot;_&quot;, at most 64 characters the zero-width non-joiner and joiner: inside a name they join emoji (a family, U+1F468 U+200D U+1F469 U+200D U+1F467) and the letters of scripts that need them</extracomment>
        <translation>mag niet leeg zijn</translation>
    </message>
    <message>
        <source>every group needs at least one die</source>
        <translation>elke groep heeft minstens één dobbelsteen nodig</translation>
    </message>
    <message>
        <source>the groups need {need} dice but there are only {count}</source>
        <translation>de groepen hebben {need} dobbelstenen nodig, maar er zijn er maar {count}</translation>
    </message>
    <message>
        <source>{groups} groups of different faces need {groups} faces; the dice have {faces}</source>
        <translation>{groups} groepen met verschillende zijden hebben {groups} zijden nodig; de dobbelstenen hebben er {faces}</translation>
    </message>
    <message>
        <source>a straight needs either run (a length) or faces (a set), not both</source>
        <translation>een straat heeft run (een lengte) of faces (een set) nodig, niet allebei</translation>
    </message>
    <message>
        <source>applies only to a straight given by faces</source>
        <translation>geldt alleen voor een straat die met zijden is gegeven</translation>
    </message>
    <message>
        <source>a run needs at least 2 faces, not {length}</source>
        <translation>een reeks heeft minstens 2 zijden nodig, niet {length}</translation>
    </message>
    <message>
        <source>a run of {length} needs at least {length} dice</source>
        <translation>een reeks van {length} heeft minstens {length} dobbelstenen nodig</translation>
    </message>
    <message>
        <source>the dice have no {length} consecutive faces</source>
        <translation>de dobbelstenen hebben geen {length} opeenvolgende zijden</translation>
    </message>
    <message>
        <source>faces must all differ</source>
        <translation>de zijden moeten allemaal verschillen</translation>
    </message>
    <message>
        <source>{count} faces need at least {count} dice</source>
        <translation>{count} zijden hebben minstens {count} dobbelstenen nodig</translation>
    </message>
    <message>
        <source>an exact straight must name one face per die ({count})</source>
        <translation>een precieze straat moet één zijde per dobbelsteen noemen ({count})</translation>
    </message>
    <message>
        <source>a face box scores the dice showing its face (sum_used)</source>
        <translation>een vak voor een zijde telt de dobbelstenen die die zijde tonen (sum_used)</translation>
    </message>
    <message>
        <source>chance scores the sum of all dice (sum_all)</source>
        <translation>kans telt de som van alle dobbelstenen (sum_all)</translation>
    </message>
    <message>
        <source>applies only to fixed scoring, not {score}</source>
        <extracomment>What a ruleset or box id looks like (also how the CLI tells an id from a file name). The most work a ruleset&apos;s score table may take, in units of scoring one roll in one simple box (16-35 microseconds on the 2-core machines this was measured on); see ``score_table_cost``. Every preset costs under 12,000; 8 dice of 12 faces fit with 4 simple boxes, 6 dice of 12 faces with 38.</extracomment>
        <translation>geldt alleen voor vaste punten (fixed), niet voor {score}</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;, starting with a letter or digit</source>
        <translation>moet 1-64 kleine letters, cijfers, &apos;-&apos; of &apos;_&apos; zijn en met een letter of cijfer beginnen</translation>
    </message>
    <message>
        <source>must be 1-64 lowercase letters, digits, &apos;-&apos; or &apos;_&apos;</source>
        <translation>moet 1-64 kleine letters, cijfers, &apos;-&apos; of &apos;_&apos; zijn</translation>
    </message>
    <message>
        <source>must be between {low} and {high}, not {value}</source>
        <translation>moet tussen {low} en {high} liggen, niet {value}</translation>
    </message>
    <message>
        <source>scoring every roll of these dice in these boxes would take about {cost} steps, more than the limit of {limit}; use fewer dice, faces or boxes (or groups boxes with fewer groups)</source>
        <translation>elke worp van deze dobbelstenen in deze vakken tellen zou ongeveer {cost} stappen kosten, meer dan de grens van {limit}; gebruik minder dobbelstenen, zijden of vakken (of groepsvakken met minder groepen)</translation>
    </message>
    <message>
        <source>a die needs between 2 and {most} faces</source>
        <translation>een dobbelsteen heeft tussen 2 en {most} zijden nodig</translation>
    </message>
    <message>
        <source>faces must be whole numbers from 1 to {most}</source>
        <translation>zijden moeten hele getallen van 1 tot {most} zijn</translation>
    </message>
    <message>
        <source>list the faces in increasing order</source>
        <translation>geef de zijden in oplopende volgorde</translation>
    </message>
    <message>
        <source>a ruleset needs at least one box</source>
        <translation>een regelset heeft minstens één vak nodig</translation>
    </message>
    <message>
        <source>at most {most} boxes</source>
        <translation>hoogstens {most} vakken</translation>
    </message>
    <message>
        <source>{id} is already used by categories[{row}]</source>
        <translation>{id} wordt al gebruikt door categories[{row}]</translation>
    </message>
    <message>
        <source>face {face} already has a box (categories[{row}])</source>
        <translation>zijde {face} heeft al een vak (categories[{row}])</translation>
    </message>
    <message>
        <source>a ruleset has at most one all_same box (categories[{row}] is one already)</source>
        <translation>een regelset heeft hoogstens één all_same-vak (categories[{row}] is er al een)</translation>
    </message>
    <message>
        <source>needs an all_same box to refer to</source>
        <translation>heeft een all_same-vak nodig om naar te verwijzen</translation>
    </message>
    <message>
        <source>there is no upper-section box to earn it</source>
        <translation>er is geen bovenste vak om hem te verdienen</translation>
    </message>
    <message>
        <source>{threshold} can never be reached: the upper boxes score at most {reachable} together</source>
        <translation>{threshold} is nooit te halen: de bovenste vakken leveren samen hoogstens {reachable} op</translation>
    </message>
    <message>
        <source>must be at most {limit} characters</source>
        <translation>mag hoogstens {limit} tekens zijn</translation>
    </message>
    <message>
        <source>must not stack more than {limit} accents on one letter</source>
        <translation>mag niet meer dan {limit} accenten op één letter stapelen</translation>
    </message>
    <message>
        <source>the file is larger than {limit} bytes</source>
        <translation>het bestand is groter dan {limit} bytes</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text</source>
        <translation>het bestand is geen UTF-8-tekst</translation>
    </message>
</context>
<context>
    <name>solving</name>
    <message>
        <source>preparing the score tables</source>
        <translation>de scoretabellen worden voorbereid</translation>
    </message>
    <message>
        <source>turn {turn} of {turns}</source>
        <translation>beurt {turn} van {turns}</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>{stage}, almost done</source>
        <translation>{stage}, bijna klaar</translation>
    </message>
    <message>
        <source>{stage}, about {seconds} s left</source>
        <translation>{stage}, nog ongeveer {seconds} s</translation>
    </message>
    <message>
        <source>{stage}, about {minutes} min left</source>
        <translation>{stage}, nog ongeveer {minutes} min</translation>
    </message>
    <message>
        <source>Solving {rules}: {progress}</source>
        <translation>{rules} wordt opgelost: {progress}</translation>
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
        <translation>{word} staat niet in het woordenboek</translation>
    </message>
    <message>
        <source>{word} is an abbreviation, and the rules allow no abbreviations</source>
        <translation>{word} is een afkorting, en de regels staan geen afkortingen toe</translation>
    </message>
    <message>
        <source>{word} is a proper noun (a name), and the rules allow no proper nouns</source>
        <translation>{word} is een eigennaam (een naam), en de regels staan geen eigennamen toe</translation>
    </message>
    <message>
        <source>{word} is slang, and the rules allow no slang</source>
        <translation>{word} is slang, en de regels staan geen slang toe</translation>
    </message>
    <message>
        <source>{word} is a foreign word, and the rules allow no foreign words</source>
        <translation>{word} is een buitenlands woord, en de regels staan geen buitenlandse woorden toe</translation>
    </message>
    <message>
        <source>{word} is a letter, not a word: the one-letter words are a, I and O</source>
        <translation>{word} is een letter, geen woord: de woorden van één letter zijn a, I en O</translation>
    </message>
    <message>
        <source>{word} is on the offensive-words list, which Family words refuses in this game</source>
        <translation>{word} staat op de lijst met aanstootgevende woorden, die het familiefilter in dit spel weigert</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here.</source>
        <extracomment>the lookup&apos;s answers, yes or no and why</extracomment>
        <translation>Ja: {word} is hier een woord.</translation>
    </message>
    <message>
        <source>Yes: {word} is a word here, with Family words off; it is on the offensive-words list, so computer players never play it.</source>
        <translation>Ja: {word} is hier een woord, met het familiefilter uit; het staat op de lijst met aanstootgevende woorden, dus computerspelers spelen het nooit.</translation>
    </message>
    <message>
        <source>No: {word} is not in the dictionary.</source>
        <translation>Nee: {word} staat niet in het woordenboek.</translation>
    </message>
    <message>
        <source>No: {word} is an abbreviation, and the rules allow no abbreviations.</source>
        <translation>Nee: {word} is een afkorting, en de regels staan geen afkortingen toe.</translation>
    </message>
    <message>
        <source>No: {word} is a proper noun (a name), and the rules allow no proper nouns.</source>
        <translation>Nee: {word} is een eigennaam (een naam), en de regels staan geen eigennamen toe.</translation>
    </message>
    <message>
        <source>No: {word} is slang, and the rules allow no slang.</source>
        <translation>Nee: {word} is slang, en de regels staan geen slang toe.</translation>
    </message>
    <message>
        <source>No: {word} is a foreign word, and the rules allow no foreign words.</source>
        <translation>Nee: {word} is een buitenlands woord, en de regels staan geen buitenlandse woorden toe.</translation>
    </message>
    <message>
        <source>No: {word} is a letter, not a word: the one-letter words are a, I and O.</source>
        <translation>Nee: {word} is een letter, geen woord: de woorden van één letter zijn a, I en O.</translation>
    </message>
    <message>
        <source>No: {word} is on the offensive-words list, which Family words refuses in this game.</source>
        <translation>Nee: {word} staat op de lijst met aanstootgevende woorden, die het familiefilter in dit spel weigert.</translation>
    </message>
    <message>
        <source>No: {word} has {letters} letters; the dice make words of at most {longest} letters.</source>
        <translation>Nee: {word} heeft {letters} letters; de dobbelstenen maken woorden van hoogstens {longest} letters.</translation>
    </message>
    <message>
        <source>No: {word} has characters that are not letters; words are made of the letters A to Z only.</source>
        <translation>Nee: {word} bevat tekens die geen letters zijn; woorden bestaan alleen uit de letters A tot Z.</translation>
    </message>
    <message>
        <source>Type a word to look it up.</source>
        <translation>Typ een woord om het op te zoeken.</translation>
    </message>
    <message>
        <source>Look up one word at a time (no spaces).</source>
        <translation>Zoek één woord tegelijk op (geen spaties).</translation>
    </message>
    <message>
        <source>write one * before the letter the wild face stands for, as in ca*t</source>
        <translation>typ één * vóór de letter waarvoor de jokerzijde staat, zoals in ca*t</translation>
    </message>
    <message>
        <source>{word} ends with *: write the letter the wild face stands for after it, as in ca*t</source>
        <translation>{word} eindigt op *: typ daarna de letter waarvoor de jokerzijde staat, zoals in ca*t</translation>
    </message>
    <message>
        <source>{word} is not a word: only the letters a-z may be used</source>
        <translation>{word} is geen woord: alleen de letters a-z mogen worden gebruikt</translation>
    </message>
    <message>
        <source>the words use the wild face (for {letter}) and no die shows the wild face</source>
        <translation>de woorden gebruiken de jokerzijde (voor {letter}) en geen dobbelsteen toont de jokerzijde</translation>
    </message>
    <message>
        <source>the letter {letter} is not on the dice</source>
        <translation>de letter {letter} staat niet op de dobbelstenen</translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <extracomment>the words need a letter more often than the dice show it: twice; more often (the forms by the number of dice that show it)</extracomment>
        <translation>
            <numerusform>de woorden gebruiken {letter} twee keer maar slechts {have} dobbelsteen toont die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
            <numerusform>de woorden gebruiken {letter} twee keer maar slechts {have} dobbelstenen tonen die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use {letter} {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>de woorden gebruiken {letter} {count} keer maar slechts {have} dobbelsteen toont die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
            <numerusform>de woorden gebruiken {letter} {count} keer maar slechts {have} dobbelstenen tonen die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face twice but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>de woorden gebruiken de jokerzijde twee keer maar slechts {have} dobbelsteen toont die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
            <numerusform>de woorden gebruiken de jokerzijde twee keer maar slechts {have} dobbelstenen tonen die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the words use the wild face {count} times but only {have} [die shows|dice show] it: a die may be used only once</source>
        <translation>
            <numerusform>de woorden gebruiken de jokerzijde {count} keer maar slechts {have} dobbelsteen toont die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
            <numerusform>de woorden gebruiken de jokerzijde {count} keer maar slechts {have} dobbelstenen tonen die: een dobbelsteen mag maar één keer worden gebruikt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{word} has {count} letter(s); the {box} box needs a word of {size} letters</source>
        <translation>
            <numerusform>{word} heeft {count} letter; het vak {box} vraagt een woord van {size} letters</numerusform>
            <numerusform>{word} heeft {count} letters; het vak {box} vraagt een woord van {size} letters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the {box} box takes {size} word(s), not {count}</source>
        <translation>
            <numerusform>het vak {box} neemt {size} woord, niet {count}</numerusform>
            <numerusform>het vak {box} neemt {size} woorden, niet {count}</numerusform>
        </translation>
    </message>
    <message>
        <source>the {box} box is already filled</source>
        <translation>het vak {box} is al ingevuld</translation>
    </message>
    <message>
        <source>the {box} box takes one word, not {count}</source>
        <translation>het vak {box} neemt één woord, niet {count}</translation>
    </message>
    <message>
        <source>the {box} box takes no words (only a word of all {count} letters, for the Yahtzee bonus)</source>
        <translation>het vak {box} neemt geen woorden (alleen een woord van alle {count} letters, voor de Yahtzee-bonus)</translation>
    </message>
</context>
</TS>
