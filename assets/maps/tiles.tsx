<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="table" tilewidth="8" tileheight="8" tilecount="8" columns="8">
 <image source="tiles.png" width="64" height="8"/>
 <tile id="0">
  <properties>
   <property name="name" value="table"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="table2"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="felt"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="brick"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="floor"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="panel"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="panel_edge"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="wood_edge"/>
  </properties>
 </tile>
</tileset>
